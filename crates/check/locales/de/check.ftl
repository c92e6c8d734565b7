# check: check words (de). Ids are kebab-case, prefixed by their area.

## The names of the design checks
design-check-column-empties = Spalte früh leer
design-check-trains-cannot-start = Züge können nicht starten
design-check-line-never-pays = Linie zahlt nie aus
design-check-station-unreached = Station nicht erreicht
design-check-action-never-taken = Aktion nie gewählt
design-check-line-dominates = Linie dominiert
design-check-line-worthless = Linie gewinnt nie an Wert
design-check-share-decides = Anteil entscheidet das Spiel
design-check-seat-advantage = Sitzvorteil
design-check-action-never-worth = Aktion lohnt sich nie

## Findings
design-players = { $count } Spieler
design-players-list = { $list } und { $last } Spieler
design-columns-too-few = die Spalten enthalten je { $per_column } Karten, zu wenige, um bei { $players } jedem Spieler eine auszuteilen (MC-2): ein solches Spiel lässt sich nicht vorbereiten
design-columns-one-round = die Spalten enthalten je { $per_column } Karten, die bei { $players } alle in der Vorbereitung ausgeteilt werden: die Stapel sind von Anfang an leer, also endet das Spiel nach seiner ersten Runde (MC-2)
design-module-refuses = { $why }: die Engine lehnt diese Vorbereitung bei { $players } ab
design-too-many-cards = { $cards } Aktionskarten in einem Spiel sind zu viele: höchstens 254
design-no-vehicle-action = keine Aktion des Aktionskarten-Satzes bringt ein Fahrzeug auf den Spielplan — kein Investieren, kein Investieren mit Aktionsscheibe (OS-6.2) und kein Starten (TM-7.6): nie fährt ein Zug, also zahlt keine Station je aus (TM-9.1) und niemand nimmt je eine Aktie
design-start-leaves = Linie { $line } hat { $stops } Haltepunkte: ein mit Starten eingesetzter Zug ist nach { $back } Schritten wieder an Haltepunkt 1, noch in seiner ersten Zugphase ({ $steps } Schritte, TM-8.1), und verlässt den Spielplan (start_trains_leave des Spielplans), wenn nicht vorher jemand eine Aktie genommen hat
design-line-no-station = Linie { $line } hat unter ihren { $stops } Haltepunkten keine Station: ihre { $vehicle ->
        [tram] Straßenbahnen lösen
        [bus] Busse lösen
       *[train] Züge lösen
    } nie eine Stationsauszahlung aus (D-22), also steigt ihr Wert nur durch Investieren, Starten und Fahrpreise
design-station-unreached = in den { $games } Testspielen konnte kein Meeple die Station { $station } erreichen, obwohl eine Station im Durchschnitt in { $mean } Spielen erreichbar war: nach dem Einsetzen in Runde 1 bot die Engine nie eine Bewegung oder ein Aussteigen auf die Felder an, die sie berührt ({ $spaces }), also könnte nur ein daneben eingesetzter Meeple dort eine Pyramide bauen (TM-7.3) oder dort einsteigen (TM-10.1)
design-line-never-entered = die { $vehicle ->
        [tram] Straßenbahnen
        [bus] Busse
       *[train] Züge
    } der Linie { $line } kamen in den { $games } Testspielen nie auf den Spielplan, obwohl die einer Linie das im Durchschnitt in { $mean } Spielen taten: niemand hat in die Linie investiert oder sie gestartet (TM-7.6, OS-6.2)
design-line-never-paid = die { $vehicle ->
        [tram] Straßenbahnen
        [bus] Busse
       *[train] Züge
    } der Linie { $line } fuhren in { $placed } der { $games } Testspiele, lösten aber nie eine Stationsauszahlung aus (die einer Linie im Durchschnitt { $mean }): sie hielten nie an einem Haltepunkt einer Station mit Pyramide{ $shares ->
        [none] , und ihre Aktienbesitzer erhielten am Ende nie etwas (TM-11.3)
       *[some] {""}
    }
design-action-never-taken = kein Bot hat diese Aktion ({ $kind }, { $spaces ->
        [one] 1 Aktionsfeld
       *[other] { $spaces } Aktionsfelder
    }, Karte { $card } der Spalte { $column }) in den { $games } Testspielen gewählt, obwohl andere Aktionen { $title } { $taken }-mal gewählt wurden: { $random ->
        [yes] da der Zufalls-Bot zufällig unter den erlaubten Aktionen wählt, war sie
       *[other] sie war
    } (fast) nie erlaubt oder bezahlbar — prüfe ihre Kosten, ihren Parameter und ihre Aktionsfelder
design-kind-never-taken = kein Bot hat in den { $games } Testspielen eine Aktion { $title } (`{ $name }`, { $rule }) gewählt, obwohl { $offered ->
        [one] 1 Aktion des Aktionskarten-Satzes sie anbietet
       *[other] { $offered } Aktionen des Aktionskarten-Satzes sie anbieten
    } (die erste ist hier): { $random ->
        [yes] da der Zufalls-Bot zufällig unter den erlaubten Aktionen wählt, war sie
       *[other] sie war
    } (fast) nie erlaubt oder bezahlbar
design-module-card-never-taken = kein Bot hat in den { $games } Testspielen eine Karte von { $module } gewählt, die als `{ $name }` zählt: { $random ->
        [yes] da der Zufalls-Bot zufällig unter den erlaubten Aktionen wählt, war sie
       *[other] sie war
    } (fast) nie erlaubt
design-module-action-never-taken = kein Bot hat in den { $games } Testspielen eine Aktion von { $module } gewählt, die als { $names } zählt: { $random ->
        [yes] da der Zufalls-Bot zufällig unter den erlaubten Aktionen wählt, war sie
       *[other] sie war
    } (fast) nie erlaubt
design-or-list = { $list } oder { $last }

## What metro check runs on
check-subject = Spielplan { $map }, Aktionskarten { $cards }
check-unknown-input = { $name }: keine solche Datei, und { $what ->
        [map] kein eingebauter Spielplan
       *[cards] kein eingebauter Aktionskarten-Satz
    } dieses Namens (eingebaut: { $known })
check-option-not-on = „{ $option }“ ist eine Option von { $module }, die „{ $switch }“ nicht einschaltet
check-option-unknown = unbekannte Regeloption `{ $option }`, erwartet wird eine von: { $known }

## The families of invariants, as a failure names them
check-state = Invariante des Spielzustands
check-events = Ereignisse erklären jede Änderung
check-legality = Erlaubtheit
check-progress = Fortschritt
check-view = verdeckte Information
check-fold = jeder Platz faltet seine Ereignisse in seine nächste Sicht
check-end = Spielende
check-determinism = Determinismus
check-save-round-trip = Speichern und Laden
check-panic = Absturz

## Befunde zur Balance, aus den Spielen realistischer Bots ($bot: ihre Namen)
design-line-dominates = Linie { $line } endete im Mittel bei { $mean }, { $part } des Werts aller Linien zusammen (die anderen Linien: im Schnitt { $others }), in { $games } Spielen von { $bot }: Wer ihre Anteile hält, kassiert das meiste Geld des Spiels
design-line-worthless = Linie { $line } endete in { $zero } von { $games } Spielen von { $bot } bei ¥0 (Mittel { $mean }): Ihre Anteile und Spekulationen bringen (fast) nichts, also baut niemand, der um Geld spielt, an ihr
design-share-decides = Wer einen Anteil an Linie { $line } hielt, gewann { $won } der { $held } Spiele, in denen er gehalten wurde ({ $rate }, mindestens { $low } bei 95 %), wo ebenso viele Inhaber { $fair } gewinnen würden, wäre der Anteil keine Hilfe ({ $bot }): Der Kauf ihres Anteils entscheidet das Spiel
design-seat-advantage = Sitz { $seat } von { $players } { $more ->
    [yes] gewann öfter als sein Anteil
   *[no] gewann seltener als sein Anteil
}: { $wins } von { $games } Spielen ({ $rate }; 99,5-%-Intervall { $low }–{ $high }, fairer Anteil { $fair }) von { $bot }
design-action-never-worth = { $bot } wählte { $kind } (auf { $actions ->
    [one] einer Kartenaktion
   *[other] { $actions } Kartenaktionen
}) in { $games } Spielen nie, obwohl es erlaubt war: Der Zufallsbot wählte es { $random }-mal; wer um Geld spielt, will es vielleicht auch nicht
