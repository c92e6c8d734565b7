# cli: cli words (de). Ids are kebab-case, prefixed by their area.

## Every command

cli-error = Fehler: { $message }
cli-plugin-skipped = Warnung: Plugin übersprungen: { $error }
cli-plugin-refused = Fehler: Plugin abgelehnt: { $error }
cli-plugins-no-folder = Warnung: --plugins { $path }: diesen Ordner gibt es nicht; kein Plugin daraus geladen
cli-plugins-not-a-folder = Warnung: --plugins { $path } ist kein Ordner; kein Plugin daraus geladen (eine einzelne Plugin-Datei lädt --plugin DATEI)
cli-plugin-timeout = Fehler: { $error }; der Lauf wird beendet
cli-plugin-no-watchdog = Warnung: die Hooks der Plugins werden nicht zeitlich überwacht: { $error }
cli-seconds-expected = eine Zahl von Sekunden von 0.1 bis 86400
cli-log-filter-bad = Warnung: METRO_LOG={ $filter } ist kein Log-Filter ({ $error }); es werden Warnungen protokolliert
cli-no-such-file = { $name }: keine solche Datei und auch nichts Eingebautes mit diesem Namen
cli-cannot-write = { $path } kann nicht geschrieben werden: { $error }
cli-problems = { $file }: { $count ->
        [one] 1 Problem
       *[other] { $count } Probleme
    }

## metro map check, metro cards check, metro map show

cli-map-valid = { $file }: { $name } — { $lines ->
        [one] 1 Linie
       *[other] { $lines } Linien
    }, { $stops } Haltepunkte, { $stations ->
        [one] 1 Station
       *[other] { $stations } Stationen
    }, Raster { $columns }×{ $rows }
cli-cards-valid = { $file }: { $name } — { $columns ->
        [one] 1 Spalte
       *[other] { $columns } Spalten
    } zu je { $per_column }, { $cards ->
        [one] 1 Karte
       *[other] { $cards } Karten
    }
cli-show-title = { $name } — { $columns }×{ $rows } Felder, { $lines ->
        [one] 1 Linie
       *[other] { $lines } Linien
    }, { $stations ->
        [one] 1 Station
       *[other] { $stations } Stationen
    }, { $stops } Haltepunkte{ $leave ->
        [yes] ; mit Starten eingesetzte Züge verlassen den Spielplan ohne Besitzer (TM-9.7)
       *[other] ; jedes Fahrzeug bleibt auf dem Spielplan
    }
cli-show-lines = Linien (in der Reihenfolge der Einnahmenleiste):
cli-show-line = { $letter } { $name } ({ $stops } Haltepunkte, { $vehicle ->
        [tram] Straßenbahn
        [bus] Bus
       *[train] Zug
    }, { $shares ->
        [one] 1 Aktie
       *[other] { $shares } Aktien
    }, Zusatzbeträge { $extras }, { $slots } Scheibenfelder): { $route }
cli-show-small-circle = { $stop } (kleinerer Kreis)
cli-show-stations = Stationen mit mehreren Haltepunkten:

## metro sim, metro tournament

cli-progress-sim = { $bar } { $pos }/{ $len } Spiele  { $per_sec }  noch { $eta }
cli-progress-tournament = { $bar } { $pos }/{ $len } Spiele  noch { $eta }
cli-no-module = kein Regelmodul { $key } ist registriert
cli-no-module-known = kein Regelmodul { $key } ist registriert (bekannt: { $known }); lade sein Plugin mit --plugin DATEI
cli-cannot-set-up = das Spiel kann nicht vorbereitet werden: { $error }
cli-tournament-two-bots = ein Turnier braucht mindestens zwei Bots
cli-tournament-bot-twice = der Bot { $bot } ist zweimal genannt
cli-unknown-bot = unbekannter Bot { $bot }; bekannte Bots: { $known }
# $started: threads the system gave; $asked: threads asked for.
cli-sim-threads-refused = Warnung: nur { $started } von { $asked } Threads konnten gestartet werden (eine Prozessgrenze?); die Partien liefen auf diesen, mit denselben Ergebnissen
cli-sim-json-is-a-table = { $path } kann nicht geschrieben werden: es ist eine der Tabellen, die --csv schreibt

## metro check

cli-check-valid-files-only = Fehler: metro check prüft nur fehlerfreie Dateien; behebe zuerst die Probleme oben
cli-check-save-dir-not-a-folder = die Spielstände fehlschlagender Partien können nicht in { $path } geschrieben werden: es ist kein Ordner
# same in every language
cli-check-title = metro check: { $subject }
cli-check-players = { $count } Spieler
cli-check-players-range = { $first } bis { $last } Spieler
cli-check-no-players = keine Spieler
cli-check-invariants = Invarianten: { $cases } Zufallsspiele (proptest-Fälle) für { $players }, Seed { $seed }
cli-check-passed = { $who } ok: { $games } Spiele ({ $finished } bis zum Ende), { $decisions } Entscheidungen, { $seconds } s
cli-check-not-playable = { $who } kann nicht vorbereitet werden: { $error } (siehe die Design-Prüfungen)
cli-check-failed = { $who } FEHLGESCHLAGEN nach { $games ->
        [one] 1 Spiel
       *[other] { $games } Spielen
    }: { $check }{ $rule }: { $message }
cli-check-step-offending = nach { $actions ->
        [one] 1 Aktion
       *[other] { $actions } Aktionen
    } scheitert { $action } (nicht im Spielstand)
cli-check-step-last = das Spiel scheitert nach seinen { $actions ->
        [one] 1 Aktion
       *[other] { $actions } Aktionen
    } (der letzten des Spielstands)
cli-check-shrunk = verkleinert von { $found } auf { $used } Entscheidungen: Spiel-Seed { $seed }; { $step }
cli-check-replayable = die Engine selbst akzeptiert nur die ersten { $count } dieser Aktionen
cli-check-save = Spielstand: { $path } — `metro replay { $path }` zeigt ihn; die App setzt ihn beim fehlschlagenden Schritt fort
cli-check-design-no-game = Design-Prüfungen: nur statisch (kein Testspiel lässt sich vorbereiten)
cli-check-design-playtests = Design-Prüfungen: statisch und { $games } Testspiele ({ $decisions } Entscheidungen, { $seconds } s), die Spiele von:
cli-check-design-static = Design-Prüfungen: nur statisch (--playtests 0)
cli-check-playtest-failed = ein Testspiel ist fehlgeschlagen: { $error }
cli-check-no-finding = kein Befund
cli-check-balance = Balance, aus { $games } Spielen realistischer Bots (eine Sache des Urteils: diese lassen die Prüfung nicht scheitern):
cli-check-summary = Ergebnis: Invarianten { $failed ->
        [yes] VERLETZT
       *[other] erfüllt
    }; { $findings ->
        [one] 1 Design-Befund
       *[other] { $findings } Design-Befunde
    }.

## metro replay

cli-replay-setup-not-recorded = Vorbereitung nicht geprüft: dieser Spielstand der Version 1 enthält keinen Hash der Vorbereitung (Aktionen und Prüfpunkte sind geprüft).
cli-replay-setup-verified = Vorbereitung geprüft: Spielplan, Aktionskarten-Satz und Optionen sind die, mit denen das Spiel gespeichert wurde.
cli-replay-title = Wiederholung von { $file }: { $setup }, Seed { $seed }, { $actions ->
        [one] 1 Aktion
       *[other] { $actions } Aktionen
    }
cli-replay-map = Spielplan: { $map }; Aktionskarten: { $cards }.
cli-replay-round = === Runde { $round } ===
cli-replay-refresh = --- Aktionskarten-Auffüllphase ---
cli-replay-end = === Spielende: Auszahlungen ===
cli-replay-nobody = Niemand
cli-replay-decision = { $player }: { $action }.
cli-replay-final-totals = Endstand:
cli-replay-winner = (Sieger)
cli-replay-ends-waiting = Der Spielstand endet in Runde { $round }, { $phase }; { $player } ist am Zug: { $pending }.
cli-replay-ends = Der Spielstand endet in Runde { $round }, { $phase }: { $pending }.
cli-replay-verified = Geprüft: { $actions ->
        [one] 1 Aktion
       *[other] { $actions } Aktionen
    } nachgespielt, { $checkpoints ->
        [one] 1 Prüfpunkt
       *[other] { $checkpoints } Prüfpunkte
    } stimmen überein.
# `metro map check` on a Chicago Express board; `metro map show` on one.
cli-board-valid = { $file }: { $name } — ein Spielplan für Chicago Express, { $hexes } Felder, { $companies } Gesellschaften
cli-show-not-tokyo = { $file } ist ein Spielplan für Chicago Express, den dieser Befehl noch nicht zeichnet (er zeichnet Tokyo-Metro-Karten); prüfen mit `metro map check`
# `metro check --game`: an unknown game; Tokyo Metro without its files; Chicago Express's generic invariants held or failed.
cli-check-unknown-game = unbekanntes Spiel { $game }: die Spiele sind tokyo-metro und chicago-express
cli-check-needs-map = Tokyo Metro braucht --map und --cards
cli-check-game-held = { $game }, { $players } Spieler: die Invarianten gelten in { $games } Zufallspartien ({ $decisions } Entscheidungen, { $seconds } s)
cli-check-game-failed = { $game }, { $players } Spieler, Startwert { $seed }: { $error }

cli-unknown-game = unbekanntes Spiel { $game }: die Spiele sind { $games }
cli-tokyo-only = { $option } ist eine Option nur von Tokyo Metro, nicht von { $game }
cli-game-players = { $game } wird von { $min } bis { $max } Spielern gespielt
cli-not-a-board = { $file } ist kein Spielbrett von { $game } (es steht nicht game = "chicago-express" darin)
cli-fact-end-locomotives = Spielende: Gesellschaften ohne Loks auf ihrem Tableau
cli-fact-end-shares = Spielende: Gesellschaften ohne Aktien auf ihrem Tableau
cli-fact-end-houses = Spielende: nur noch wenige Häuschen im Vorrat
cli-fact-end-industry = Spielende: Detroit auf seinem höchsten Wert
cli-fact-wabash-opened = Wabash wurde eröffnet
cli-generic-heading = { $game }, { $players } Spieler, Startwert { $seed }
cli-generic-speed = { $games } Partien, { $jobs } Thread(s): { $seconds } s, { $per_second } Partien/s, { $decisions } Entscheidungen je Partie
cli-generic-seats-header = Platz  Siegesanteil  Ø Punkte
cli-generic-bots-header = Bot           Plätze  Siegesanteil  (fairer Anteil { $fair_share }; bei k Siegern im Gleichstand erhält jeder 1/k)
cli-generic-facts = wie oft, in den gespielten Partien:
cli-tournament-generic-heading = { $game }: { $bots } Bots, einer je Platz, in jeder Sitzordnung ({ $seatings } Sitzordnungen × { $games } Partien), Startwert { $seed }
cli-tournament-generic-games = { $games } Partien in { $seconds } s; Siegesanteil: bei k Siegern im Gleichstand erhält jeder 1/k, Wilson-95-%-Intervall
cli-tournament-generic-bot = { $bot }: { $games } Partien, Siegesanteil { $share } [{ $low }, { $high }] (fairer Anteil { $fair_share }), Ø Punkte { $score }
cli-tournament-generic-seat = Platz { $seat }: { $share } von { $games }
cli-replay-generic-title = Wiedergabe von { $file }: { $game }, { $players } Spieler, Startwert { $seed }, { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    }.
cli-replay-generic-setup = Aufbau: { $setup }
cli-replay-generic-unfinished = Der Spielstand endet vor dem Ende der Partie; am Zug: { $players }.
cli-check-unknown-policy = unbekannte Spielweise { $policy }: die des Spiels sind { $known }, oder ein Bot des Spiels
cli-check-game-held-policy = { $game }, { $players } Spieler: die Invarianten gelten in { $games } Partien der Spielweise { $policy } ({ $decisions } Entscheidungen, { $seconds } s)
cli-check-game-policy-failed = { $game }, { $players } Spieler, Spielweise { $policy }, Startwert { $seed }: { $error }
cli-check-facts = wie oft, in den { $games } Partien der Spielweise { $policy }:
cli-check-saves = Spielstände: jede der { $games } Partien gespeichert, geladen und mit derselben Stellung und demselben Ergebnis bestätigt.
cli-check-save-failed = der Spielstand der Partie lässt sich nicht laden: { $error }
cli-check-save-differs = der Spielstand der Partie mit { $actions } Aktionen lädt eine andere Stellung oder ein anderes Ergebnis
cli-serve-starting = metro serve: lauscht auf { $address }, Tische in { $db } (Strg-C beendet)
cli-loadtest-own-server = metro loadtest: kein --server angegeben: in diesem Prozess wurde ein Server auf { $address } gestartet, seine Tische liegen in einer temporären Datei ({ $db }), die am Ende gelöscht wird
cli-loadtest-starting = { $tables } Tische { $game } werden auf { $server } eingerichtet (je 4 Plätze, jeder Platz mit eigener Verbindung), dann { $seconds } s Spiel …
cli-loadtest-tables = Tische: { $held } gleichzeitig gehalten mit { $connections } Verbindungen (insgesamt { $created } eingerichtet, { $finished ->
        [one] eine Partie zu Ende gespielt
       *[other] { $finished } Partien zu Ende gespielt
    }); das Einrichten der ersten dauerte { $setup } s
cli-loadtest-actions = Aktionen: { $actions } in { $seconds } s, { $rate } pro Sekunde
cli-loadtest-paced = Gedrosselt: { $rate } Entscheidungen pro Sekunde von allen Tischen zusammen verlangt
cli-loadtest-latency = Von einem Befehl bis zu seiner Aktualisierung an jedem Platz des Tisches: p50 { $p50 } ms, p90 { $p90 } ms, p99 { $p99 } ms, längste { $max } ms
cli-loadtest-no-errors = Fehler: keine
cli-loadtest-errors = Fehler: { $errors } ({ $kinds })
cli-loadtest-memory = Speicher dieses Prozesses: { $start } MiB zu Beginn, { $held } MiB mit den gehaltenen Tischen
cli-loadtest-bad-server = { $server } ist keine Adresse eines Servers: erwartet ws://127.0.0.1:PORT, ws://[::1]:PORT oder ws://localhost:PORT
cli-loadtest-not-loopback = { $server } ist nicht auf diesem Rechner: ein Lasttest spricht nur mit 127.0.0.1, ::1 oder localhost
cli-loadtest-open-files = die Verbindungen brauchen { $needed } offene Dateien, dieser Prozess darf { $limit } öffnen: das Limit erhöhen (ulimit -n { $needed }) oder weniger Tische spielen
