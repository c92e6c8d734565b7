# app: Chicago Express's screen and menu rows (de). Ids are kebab-case, prefixed by their area.

## The menu
menu-game = Spiel
chicago-menu-heading = CHICAGO EXPRESS für 2 bis 6 Personen: Anteile an Eisenbahngesellschaften ersteigern, ihre Strecken nach Westen bis Chicago bauen und am Ende das meiste Geld haben.
chicago-menu-board = Spielplan
    .tooltip = Der eingebaute Spielplan oder eine Spielplan-Datei für Chicago Express (game = "chicago-express", docs/chicago-board-format.md) in deinem Ordner für Spielpläne: { $folder }
chicago-menu-board-broken = { $file } (nicht spielbar)
chicago-menu-board-problem = { $file } ist nicht spielbar: { $problem }
chicago-menu-bad-board = Die gewählte Spielplan-Datei hat Fehler; wähle einen anderen Spielplan.
chicago-menu-players = { $count ->
    [one] 1 Spieler
   *[other] { $count } Spieler
}
chicago-menu-add-seat = Platz hinzufügen
chicago-menu-remove-seat = Platz entfernen
chicago-menu-seat = Platz { $seat }
chicago-seat-human = Mensch
chicago-level-random = Bot: zufällig
chicago-level-heuristic = Bot: heuristisch
chicago-level-search = Bot: Suche
chicago-menu-rules = Regeln
chicago-option-chicago-ends-build = Jede Ankunft in Chicago beendet den Streckenbau
    .tooltip = Aus: nur die erste Ankunft in Chicago beendet den Streckenbau; nach einer späteren geht er weiter (DCE-39)
chicago-option-banker = Bankhalter
    .tooltip = Der Bankhalter eröffnet die erste Startversteigerung (DCE-5)
chicago-banker-first = Platz 1
chicago-banker-random = Ausgelost
chicago-banker-seat = Platz { $seat }
chicago-menu-bot-pace = Züge der Bots
    .tooltip = Die Zeit zwischen zwei Zügen der Bots, um sie im Protokoll zu verfolgen; 0 spielt sie sofort
# same in every language
chicago-menu-seconds = { " " }s
chicago-menu-start = Chicago Express starten
chicago-menu-bad-seed = Der Seed muss eine ganze Zahl sein (oder leer für einen zufälligen).

## The header
chicago-round = Runde { $round } · { $phases ->
    [one] 1 Dividendenphase gewertet
   *[other] { $phases } Dividendenphasen gewertet
}
chicago-your-decision = { $player }, du entscheidest
chicago-bot-deciding = { $player } (Bot) entscheidet…
chicago-game-over = Das Spiel ist zu Ende
chicago-menu = Menü
chicago-rules = Regeln
chicago-what-can-i-do = Was kann ich tun?
chicago-undo = Rückgängig
    .tooltip = Deine letzte Entscheidung zurücknehmen (und die Antworten der Bots darauf)

## The decision at hand
chicago-choose-action = { $player }: wähle eine Aktion
chicago-building = { $player } baut für { $company } ({ $placed } gesetzt)
chicago-group-auction = Eine Aktie versteigern
chicago-group-build = Die Strecke ausbauen
chicago-group-decline = Eine Aktion verfallen lassen
chicago-board-click-place = Klicke ein hervorgehobenes Feld an, um dort eine Lok einzusetzen.
chicago-board-click-develop = Klicke ein hervorgehobenes Feld an, um es zu entwickeln.

## The auction
chicago-auction-initial = Startversteigerung
chicago-auction-share = Versteigerung einer Aktie
chicago-auction-opening = Wabash wird eröffnet: Versteigerung einer Aktie
chicago-high-bid = Höchstgebot: { $amount } von { $player }
chicago-no-bid = Noch kein Gebot; das Mindestgebot ist { $minimum }.
chicago-passed = Gepasst: { $players }
chicago-passed-none = Noch hat niemand gepasst.
chicago-to-bid = { $player } ist mit Bieten dran.
chicago-your-bid = { $player }, dein Gebot:
chicago-bid-amount = Höhe des Gebots
chicago-cannot-bid = Dein Geld reicht nicht, um das Höchstgebot zu überbieten.

## The dials
chicago-dials = Aktionsanzeigen
chicago-dial-steps = Der Zeiger ist { $steps } von { $red } Schritten bis Rot vorgerückt.
chicago-dividend-when = Eine Dividendenphase folgt, wenn ein Zug mit zwei Zeigern auf Rot endet.
chicago-dividend-now = Zwei Zeiger stehen auf Rot: am Ende dieses Zuges folgt eine Dividendenphase.

## The companies
chicago-companies = Gesellschaften
chicago-shares-left = Aktien
chicago-treasury = Kasse
chicago-income = Einkommen
chicago-locomotives-left = Loks
chicago-dividend = Je Aktie
chicago-held-by = Besitzer
chicago-holder = S{ $player }×{ $count }
chicago-closed = geschlossen
    .tooltip = Wird eröffnet, sobald eine Gesellschaft zum ersten Mal Chicago erreicht

## The income track
chicago-income-track = Einkommensleiste
    .tooltip = Der Einkommensmarker jeder Gesellschaft steht auf dem Feld ihres Einkommens; über 50 beginnt er mit dem +50-Marker wieder am Anfang der Leiste (CE-1.8).
chicago-income-space = Einkommensleiste, Feld { $space }
chicago-income-marker = { $company }: Einkommen { $income }
chicago-income-marker-plus = { $company }: Einkommen { $income } (Feld { $space } und der +{ $plus }-Marker)
chicago-income-closed = { $company }: noch nicht eröffnet, ihr Marker wartet neben der Leiste

## The players
chicago-players = Spieler
chicago-person = Mensch
chicago-bot = Bot: { $name }

## The board
chicago-hex-cost = Hier zu bauen kostet { $cost }
chicago-hex-income = Einkommen { $income }
chicago-hex-house = Häuschenwert { $value }
chicago-hex-locomotives = Loks: { $companies }
chicago-hex-start = Startfeld von { $company }
chicago-hex-click = Klick: { $choice }

## Why not
chicago-why-not-click = Klicke, um dies mit einem Verweis auf „{ $section }“ festzuhalten.
chicago-why-not-rule = Regel { $rule }
chicago-why-not-rules = Regeln: { $section }
chicago-why-not-close = Schließen

## What can I do?, the log, the rules
chicago-moves-count = { $count ->
    [one] 1 Möglichkeit:
   *[other] { $count } Möglichkeiten:
}
chicago-log = Protokoll
chicago-no-rules = Für dieses Spiel gibt es noch keine Regelhilfe.
chicago-help-rules = Regeln: { $rules }

## The end
chicago-winners = { $count ->
    [one] Sieger: { $players }
   *[other] Sieger: { $players } (sie teilen sich den Sieg)
}
chicago-place = Platz
chicago-player = Spieler
chicago-cash = Geld
chicago-ordinal = { $n }.
chicago-back-to-menu = Zurück zum Menü
chicago-show-board = Spielplan zeigen
chicago-show-end = Ergebnis zeigen

## Spielstände und Wiedergaben
chicago-save = Speichern
    .tooltip = Die Partie als neue Datei im Ordner der Spielstände behalten, um sie später zu laden oder anzusehen
chicago-variant-ends-build = jede Ankunft in Chicago beendet den Bau
chicago-variant-banker-seat = Bankier: Platz { $seat }
chicago-variant-banker-random = Bankier ausgelost
chicago-watching = Wiedergabe von { $file }
chicago-replay-first = « Anfang
chicago-replay-back = < Zurück
chicago-replay-forward = Vor >
chicago-replay-last = Ende »
chicago-replay-position = Entscheidung { $at } von { $count }
chicago-replay-slider = Stelle in der Partie
