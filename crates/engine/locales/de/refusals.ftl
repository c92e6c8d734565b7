# engine: refusals words (de). Ids are kebab-case, prefixed by their area.
# Why an action is refused ("why not"); the rule's ID is added after it by the code. Amounts after ¥ are plain
# numbers, as the refusal has always written them.

## Refusals of a decision

refusal-game-over = das Spiel ist vorbei
refusal-bid-steps = Gebote gehen in Schritten von ¥100, nicht ¥{ $amount }
refusal-bid-range = ein Gebot liegt zwischen ¥0 und deinem Geld (¥{ $cash }), nicht bei ¥{ $amount }
refusal-own-card-only = nur wer diese Karte mit der Aktion Karte genommen hat, darf sie benutzen
refusal-not-in-reach = diese Aktion ist nicht in deiner Reichweite
refusal-nobody-to-act = niemand ist am Zug
refusal-move = Meeples ziehen waagerecht oder senkrecht, bis zu 2 Felder (3 mit Fahrrad), nie auf einen anderen Meeple
refusal-place = setze deinen Meeple auf ein leeres Feld
refusal-alight = du darfst nur aus einem Fahrzeug aussteigen, das seit deinem Einsteigen gefahren ist, und zwar auf ein freies Feld, das seine Station berührt
refusal-board = du darfst nur in ein Fahrzeug an einem Haltepunkt einsteigen, den dein Meeple berührt, und zahlst ¥100, außer du besitzt eine Aktie (TM-10.2, D-14)
refusal-stake = der Einsatz beträgt mindestens ¥{ $low } und höchstens dein Geld, in Schritten von ¥100, nicht ¥{ $amount }
refusal-lift = setze nur deine eigenen Scheiben von einer Aktion Rabatt auf eine Aktion mit Yen-Kosten ein
refusal-assign = ordne ein nicht zugeordnetes Tempo-Plättchen einer Linie mit leerem Scheibenfeld zu, sodass die Aktion möglich bleibt (D-20)
refusal-no-module-action = kein Regelmodul dieses Spiels bietet diese Aktion an
refusal-cannot-pay-yet = du kannst die Kosten der Aktion noch nicht bezahlen
refusal-not-a-choice = jetzt nicht wählbar: das Spiel wartet auf: { $pending }
refusal-not-a-choice-now = jetzt nicht wählbar

## Refusals of an action's target

refusal-target-move = Bewegen geht bis zu seiner Weite (eins mehr mit Fahrrad), waagerecht oder senkrecht, nie auf oder über einen anderen Meeple (TM-6.5.3)
refusal-target-station = baue nur an einer Station ohne Pyramide, die dein Meeple berührt und die du bezahlen kannst
refusal-target-station-swap = baue nur an einer Station ohne Pyramide, die dein Meeple berührt
refusal-target-invest = keine Linie, von der du eine Aktie besitzt oder auf die du spekulierst, und keine, deren Aktien vergriffen sind oder die du nicht bezahlen kannst
refusal-target-invest-by-disc = keine Linie, von der du eine Aktie besitzt, und keine, deren Aktien vergriffen sind oder deren Zusatzbetrag du nicht zahlen kannst
refusal-target-start = wähle einen Zug, der nicht auf dem Spielplan ist
refusal-target-speculate = eine Linie mit einem Wert von mindestens ¥100, einem leeren Scheibenfeld, ohne Aktie von dir und mit einem Einsatz, den du zahlen kannst
refusal-target-card = nimm die oberste Karte eines Ablagestapels, der nicht leer ist und den kein Regelmodul sperrt
refusal-target-sell = verkaufe nur eine Aktie, die du besitzt
refusal-target-swap-payment = zahle mit einem nicht zugeordneten Tempo-Plättchen oder deinem Fahrrad-Plättchen

## Refusals of taking an action

refusal-no-such-action = diese Aktion gibt es nicht
refusal-disc-on-action = die Aktion ist nicht verfügbar: eine Scheibe liegt darauf
refusal-needs-discs = { $needed ->
    [one] sie braucht 1 Aktionsscheibe und du hast { $discs }
   *[other] sie braucht { $needed } Aktionsscheiben und du hast { $discs }
}
refusal-no-effect-off-grid = sie hätte keine Wirkung: dein Meeple steht nicht auf dem Raster (steig zuerst aus, D-5)
refusal-no-effect-no-free-space = sie hätte keine Wirkung: kein freies Feld zum Hinziehen
refusal-no-effect-no-pyramid = sie hätte keine Wirkung: du hast keine Pyramide mehr (TM-7.3)
refusal-no-effect-no-swap-payment = sie hätte keine Wirkung: du hast weder ein nicht zugeordnetes Tempo-Plättchen noch ein Fahrrad-Plättchen (TM-7.4)
refusal-no-station-to-pay = dein Meeple berührt keine Station ohne Pyramide, die du bezahlen kannst
refusal-invest-by-disc-discs = du brauchst eine weitere Aktionsscheibe, die du abgeben kannst
refusal-no-share-to-buy = keine Linie hat eine Aktie, die du kaufen darfst und bezahlen kannst
refusal-no-effect-trains-on-map = sie hätte keine Wirkung: alle Züge sind auf dem Spielplan
refusal-no-loan-token = im Vorrat ist kein Kredit-Plättchen mehr
refusal-no-effect-no-loan = sie hätte keine Wirkung: du hast keinen Kredit
refusal-repay-cost = die Rückzahlung kostet ¥{ $cost } und du hast ¥{ $cash }
refusal-speculation-discs-used = du hast beide Spekulationsscheiben schon benutzt
refusal-no-speculation-line = keine Linie mit Wert ≥ ¥100, freiem Scheibenfeld, ohne Aktie von dir und mit einem Einsatz, den du zahlen kannst
refusal-no-effect-no-speed-token = sie hätte keine Wirkung: im Vorrat ist kein Tempo-Plättchen mehr
refusal-max-discs = du hast schon { $max } Aktionsscheiben
refusal-no-effect-no-disc-in-supply = sie hätte keine Wirkung: keine deiner Scheiben ist mehr im Vorrat
refusal-cost = sie kostet ¥{ $cost } und du hast ¥{ $cash }
refusal-has-bike = du hast schon ein Fahrrad-Plättchen
refusal-no-effect-no-bike = sie hätte keine Wirkung: im Vorrat ist kein Fahrrad-Plättchen mehr
refusal-no-effect-no-card = sie hätte keine Wirkung: jeder Ablagestapel ist leer, oder seine oberste Karte darf nicht genommen werden
refusal-no-effect-no-share = sie hätte keine Wirkung: du besitzt keine Aktie
refusal-copy-waiting = deine Scheibe aus einem früheren Kopieren wartet noch auf ihren Einsatz
refusal-copy-no-disc = sie hätte keine Wirkung: nach der Scheibe für Kopieren brauchst du noch eine Aktionsscheibe zum Kopieren
refusal-no-module-implements = kein Regelmodul dieses Spiels setzt diese Aktion um
refusal-no-loaded-module = kein geladenes Regelmodul setzt diese Aktion um

## What the game waits for

pending-bid = geheimes Gebot um die Spielerreihenfolge
pending-place = setze deinen Meeple ein
pending-move = bewege deinen Meeple
pending-turn = wähle eine Aktion oder passe
pending-target = wähle das Ziel der Aktion
pending-swap-payment = zahle mit einem Tempo-Plättchen oder dem Fahrrad-Plättchen
pending-stake = wähle deinen Einsatz
pending-discounts = setze Rabatte auf diese Aktion ein
pending-speed = ordne Tempo-Plättchen zu
pending-choose = wähle
pending-forced-alight = aussteigen: der Zug verlässt den Spielplan
pending-trains = einsteigen, aussteigen oder warten
pending-over = das Spiel ist vorbei

## Errors

error-illegal-action = nicht erlaubt: { $player } { $action } — { $reason } ({ $rule })
error-illegal-action-nobody = nicht erlaubt: { $reason } ({ $rule })
error-setup-players = ein Spiel hat 1 bis 5 Spieler, nicht { $players } (TM-1.6)
error-setup-too-few-cards = der Aktionskarten-Satz hat { $cards } Karten je Spalte, zu wenige, um { $dealt } je Spalte auszuteilen (TM-3.4, MC-2)
error-setup-too-many-modules = { $count } Regelmodule sind zu viele: höchstens 255 in einem Spiel
error-setup-too-many-cards = { $count } Aktionskarten sind zu viele: höchstens 254 in einem Spiel
refusal-module-failed = das Regelmodul { $module } ist ausgefallen und abgeschaltet: { $why }
error-registry-duplicate = { $what ->
    [map] ein Spielplan namens { $key } ist schon registriert
    [card-set] ein Aktionskarten-Satz namens { $key } ist schon registriert
    [module] ein Modul namens { $key } ist schon registriert
   *[action-kind] eine Aktionsart namens { $key } ist schon registriert
}
error-rule-option-name = der Name einer Regeloption hat 1 bis 64 Zeichen, nicht { $length }

## Was das Modul eines Plugins außerhalb der Grenzen im Spiel ließ oder zurückgab (module/valid.rs)
invalid-part = { $part ->
    [meeple] dem Meeple eines Spielers
    [player] den Spielersteinen und dem Geld eines Spielers
    [order] der Spielerreihenfolge
    [line] dem Zustand einer Linie
    [column] einer Spalte von Aktionskarten
    [occupants] den Scheiben auf den Aktionen
    [pyramids] den Pyramiden
    [supply] dem allgemeinen Vorrat
    [pending] der anstehenden Entscheidung
    [modules] den Zuständen der Module
    [event] einem Ereignis
    [action] einer Aktion, die es anbietet
    [stage] einem Schritt, den es verlangt
    [deal] den Spalten, die es ausgeteilt hat
    [pieces] seinen Teilen auf dem Spielplan
    [payment] einer Zahlung
    [scoring] seiner Schlusswertung
   *[payouts] seinen Auszahlungsregeln
}
invalid-out-of-range = Die Kennung { $value } { $kind ->
    [space] eines Felds
    [stop] eines Haltepunkts
    [station] einer Station
    [line] einer Linie
    [card] einer Aktionskarte
    [column] einer Spalte
    [player] eines Spielers
    [vehicle] eines Fahrzeugs
    [action] einer Aktion
    [turn] eines Platzes in der Spielerreihenfolge
    [share] einer Aktie
   *[slot] eines Scheibenfelds
} liegt außerhalb der Grenzen (das Spiel hat { $count }), in { $part }
invalid-money = der Betrag { $amount } liegt außerhalb der Grenzen, in { $part }
invalid-payment = eine Änderung um { $delta } am Geld von Spieler { $player } ({ $cash }) ließe es unter ¥0 oder über ¥100,000,000 (D-2); sie wurde nicht ausgeführt
invalid-count = { $value } Teile, wo es höchstens { $most } gibt, in { $part }
invalid-size = eine Tabelle des Zustands änderte ihre Größe von { $was } auf { $now }, in { $part }
invalid-card-column = die Aktionskarte mit der Kennung { $card } liegt in Spalte { $column }, die nicht ihre ist
invalid-card-twice = die Aktionskarte mit der Kennung { $card } liegt an zwei Orten zugleich
invalid-rows = Spalte { $column } zeigt { $rows } Reihen, nicht die { $dealt }, die das Spiel auslegt (TM-3.4)
invalid-order = die Spielerreihenfolge enthält nicht jeden Spieler genau einmal
invalid-foreign = es nennt das Modul mit der Kennung { $module }, nicht sich selbst, in { $part }
error-registry-option-taken = die Regeloption { $option } gehört schon dem Modul { $owner }
