# cli: die Wörter von `metro --help` und von claps Aufruffehlern (de).

## Commands

help-metro = Tokyo Metro, Osaka Metro und ihre Varianten: Werkzeuge für Spielpläne und Aktionskarten-Sätze
help-map = Spielplan-Dateien prüfen oder zeigen
help-map-check = Spielpläne prüfen: eine Zusammenfassung je gültigem Spielplan, jedes Problem eines ungültigen. Ohne DATEI werden die eingebauten Spielpläne geprüft
help-map-show = Einen Spielplan im Terminal zeichnen: Raster, Linien, Haltepunkte und Stationen
help-cards = Aktionskarten-Satz-Dateien prüfen
help-cards-check = Aktionskarten-Sätze prüfen (und die Datendateien von Regelmodulen). Ohne DATEI werden die eingebauten Sätze und die Datendateien der Module geprüft
help-sim = Viele Partien zwischen Bots spielen und Statistiken ausgeben (und JSON Lines mit --json)
help-replay = Eine Spielstand-Datei als lesbares Protokoll nachspielen und dabei jede Aktion und jeden Prüfpunkt bestätigen
help-check = Die Regeln an zufälligen Partien eines Spielplans und Aktionskarten-Satzes prüfen (eigenschaftsbasierte Invarianten) und das Design beider
help-tournament = Jedes Bot-Paar auf allen Plätzen gegeneinander spielen lassen und Gewinnquoten mit 95-%-Intervallen und mittlere Abstände ausgeben
help-serve = Tische für Partien über mehrere Rechner bereitstellen: Tisch anlegen, Code weitergeben, von jedem Rechner aus spielen (bis Strg-C)
help-loadtest = Einen Server auf diesem Rechner unter Last prüfen: Bot-Spieler spielen viele Tische gleichzeitig (4 Verbindungen pro Tisch); ausgegeben werden die Entscheidungen pro Sekunde, ihre Latenz bis zu jedem Platz und die Fehler
help-help = Diese Hilfe oder die Hilfe der genannten Unterbefehle zeigen

## Arguments of every command

help-arg-plugin = Ein Plugin laden (ein Regelmodul als gemeinsame Bibliothek, siehe „Writing a plugin“ in der README); mehrfach möglich. Ein Plugin, das sich nicht laden lässt, ist ein Fehler
help-arg-plugins = Jedes Plugin eines Ordners laden (Dateien mit der Bibliotheksendung der Plattform); Plugins, die sich nicht laden lassen, und ein Ordner, den es nicht gibt, werden gemeldet und übersprungen
help-arg-plugin-timeout = Sekunden, die ein Hook eines Plugins laufen darf: einer, der bis dahin nicht zurückgekehrt ist, beendet den Lauf mit Exit-Code 2 und nennt Plugin und Hook
help-arg-language = Die Sprache der Ausgabe: `en`, `de` oder `it` (Vorgabe: die des Systems, aus LC_ALL, LC_MESSAGES, LANGUAGE oder LANG; Englisch, wenn keine davon eine dieser Sprachen nennt). Maschinenlesbare Ausgaben (--json, CSV, Spielstände) sind in jeder Sprache gleich
help-arg-help = Hilfe zeigen
help-arg-version = Version zeigen
help-arg-help-subcommand = Die Hilfe dieser Unterbefehle zeigen

## Arguments of one command

help-arg-map-check-files = Spielplan-Dateien oder Namen eingebauter Spielpläne (`tokyo`, `osaka`)
help-arg-map-show-file = Eine Spielplan-Datei oder der Name eines eingebauten Spielplans
help-arg-map-show-color = Die Linien färben: auto (bei Ausgabe in ein Terminal), always (immer), never (nie)
help-arg-cards-check-files = Aktionskarten-Satz-Dateien oder Namen eingebauter Sätze (`tokyo`, `osaka`) und von Datendateien der Module
help-arg-sim-map = Eine Spielplan-Datei oder der Name eines eingebauten Spielplans (`tokyo`, `osaka`; Vorgabe `tokyo`); für Chicago Express eine Spielbrett-Datei (Vorgabe: das eingebaute Spielbrett)
help-arg-sim-cards = Eine Aktionskarten-Satz-Datei oder der Name eines eingebauten Satzes (`tokyo`, `osaka`; Vorgabe `tokyo`); nur Tokyo Metro
help-arg-sim-players = Spieler: Tokyo Metro 1–5 (1 ist das Solospiel), Chicago Express 2–6
help-arg-sim-bots = Bots, einer je Platz durch Kommas getrennt, oder ein Name für alle Plätze (`random`, `heuristic`, `mcts:N` mit N Playouts je Entscheidung, `mcts:1s` / `mcts:500ms` Bedenkzeit je Entscheidung, `mcts:1s:4` auf 4 Threads); für Chicago Express `random`, `flat:N` (N Playouts je Aktion) und die eigenen des Spiels
help-arg-sim-games = Anzahl der Partien
help-arg-sim-seed = Start-Seed: Partie i (ab 0) nutzt Seed + i; ihre Bots erhalten ihren Seed daraus
help-arg-sim-jobs = Arbeits-Threads (Vorgabe: die Zahl der Kerne). Die Ergebnisse hängen nicht davon ab
help-arg-sim-json = Ein JSON-Objekt je Partie in DATEI schreiben (JSON Lines, siehe docs/sim-json.md), eine neue Datei: eine vorhandene wird nie ersetzt
help-arg-sim-csv = Die Tabellen des Laufs als CSV-Dateien in ORDNER schreiben (wird angelegt, wenn er fehlt; eine vorhandene Tabellendatei wird nie ersetzt)
help-arg-sim-drinks = Mit Metro Drinks (MD-) spielen: die Jidohanbaiki-Spalte, Getränkeautomaten und Getränke-Auszahlungen
help-arg-sim-drink-owner-paid = Metro Drinks' Regeloption „drink owner paid“ (MD-5.2): Getränke-Auszahlungen gehen an den Besitzer der Farbe des Getränks statt an den Besitzer der Station
help-arg-sim-rule = Ein registriertes Regelmodul (z. B. das eines mit --plugin geladenen Plugins) über seinen Schlüssel spielen; mehrfach möglich
help-arg-sim-game = Das Spiel: `tokyo-metro` (Vorgabe) oder `chicago-express`
help-arg-replay-file = Die nachzuspielende Spielstand-Datei
help-arg-serve-listen = Die Adresse, auf der gelauscht wird, z. B. `0.0.0.0:7878` für alle Netzwerkschnittstellen
help-arg-serve-db = Der Speicher der Tische: eine SQLite-Datei (wird angelegt, falls sie fehlt; Vorgabe: metro-server.sqlite3 im Datenordner) oder eine PostgreSQL-Datenbank `postgres://USER@HOST:PORT/DB`, die sich mehrere Serverprozesse teilen können
help-arg-serve-behind-proxy = Hinter einem Reverse-Proxy auf diesem Rechner: die Grenzen je Adresse zählen die Adresse, die der Proxy zuletzt in X-Forwarded-For einträgt (sonst wird der Kopf nie geglaubt)
help-arg-serve-no-limits = Keine Grenzen je Verbindung und je Adresse (Nachrichten pro Sekunde, Verbindungen, Tische pro Minute), und untätige Tische verfallen nie: für `metro loadtest --server` auf diesem Rechner, dessen Verbindungen alle von einer Adresse kommen
help-arg-loadtest-server = Der Server auf diesem Rechner: `ws://127.0.0.1:PORT`, `ws://[::1]:PORT` oder `ws://localhost:PORT` (Vorgabe: ein in diesem Prozess gestarteter Server auf einem freien Port, mit einer temporären Ablage). Mehrfach angegeben: die Prozesse eines Servers, die sich eine PostgreSQL-Datenbank teilen; Tische werden auf dem ersten angelegt, die Plätze eines Tisches auf alle verteilt
help-arg-serve-seat-grace = Wie lange ein Platz einer Person ohne Verbindung sein darf, bevor der Bot des Tisches ihn spielt, in Sekunden (bis sich die Person wieder verbindet; Tische mit Zugfrist warten stattdessen auf ihre Fristen)
help-arg-serve-allow-private-webhooks = Plätzen erlauben, Webhooks auf diesem Rechner oder in seinem privaten Netz anzumelden (sonst abgelehnt: ein Webhook darf den Server nicht auf sein eigenes Netz richten)
help-arg-loadtest-tables = Gleichzeitig gespielte Tische, je 4 Plätze, jeder Platz mit eigener Verbindung (1–5000)
help-arg-loadtest-seconds = Sekunden Spiel (0–600; 0 richtet die Tische ein, verbindet jeden Platz und hört auf)
help-arg-loadtest-game = Das Spiel, mit 4 Spielern
help-arg-loadtest-seed = Jeder Platz wählt ein zufälliges Angebot, ausgehend von diesem Seed (Vorgabe: immer das erste Angebot)
help-arg-loadtest-rate = Entscheidungen pro Sekunde aller Tische zusammen, jeder Tisch in gleichen Abständen, wie Menschen spielen (Vorgabe: jeder Tisch so schnell er kann, was misst, wie viel der Server höchstens schafft)
help-arg-loadtest-json = Die Zahlen als ein JSON-Objekt ausgeben
help-arg-check-game = Das Spiel: `tokyo-metro` (Vorgabe, mit --map und --cards) oder `chicago-express` (seine allgemeinen Invarianten in Zufallspartien, 2–6 Spieler)
help-arg-check-map = Eine Spielplan-Datei oder der Name eines eingebauten Spielplans (`tokyo`, `osaka`); mit `--game chicago-express` eine Spielplan-Datei dieses Spiels (sonst sein eingebauter Spielplan)
help-arg-check-cards = Eine Aktionskarten-Satz-Datei oder der Name eines eingebauten Satzes (`tokyo`, `osaka`)
help-arg-check-drinks = Mit Metro Drinks (MD-) spielen
help-arg-check-drink-owner-paid = Metro Drinks' Regeloption „drink owner paid“ (MD-5.2)
help-arg-check-players = Nur diese Spielerzahl prüfen (Tokyo Metro 1–5, Chicago Express 2–6; Vorgabe: jede)
help-arg-check-cases = Zufällige Partien (proptest-Fälle) je Spielerzahl für die Invarianten
help-arg-check-seed = Der Seed des Laufs: derselbe Seed mit denselben Argumenten prüft dieselben Partien
help-arg-check-playtests = Testpartien des Zufalls-Bots je Spielerzahl für die Design-Prüfungen (der heuristische Bot spielt ein Zehntel davon, mindestens 1); 0: nur statische Design-Prüfungen
help-arg-check-jobs = Arbeits-Threads (Vorgabe: die Zahl der Kerne). Die Ergebnisse hängen nicht davon ab
help-arg-check-save-dir = Wohin die Spielstände fehlgeschlagener Partien geschrieben werden (nie über eine Datei dort: ein vergebener Name bekommt eine Nummer)
help-arg-check-rule = Ein registriertes Regelmodul (z. B. das eines mit --plugin geladenen Plugins) über seinen Schlüssel einschalten; mehrfach möglich
help-arg-check-policy = Mit --game: die Spielweisen der Partien, durch Kommas getrennt: `random` (gleichverteilt zufällig, die der Invarianten) oder ein Bot des Spiels (Chicago Express: `westward`, baut Richtung Chicago); Vorgabe: die des Spiels (`random,westward`)
help-arg-tournament-bots = Die Bots, durch Kommas getrennt (mindestens zwei und höchstens 16, jeder einmal): `random`, `heuristic`, `mcts:N` (N Playouts je Entscheidung), `mcts:1s` / `mcts:500ms` (Zeit je Entscheidung), `mcts:1s:4` (auf 4 Threads); für Chicago Express 2–6 aus `random`, `flat:N` und den eigenen des Spiels, ein Name mehrmals für Kopien davon (`heuristic,random,random`)
help-arg-tournament-games = Partien je Sitzordnung, mindestens 1 (jedes Paar spielt 2 Sitzordnungen mit 2 Spielern, 2 × P Sitzordnungen mit P Spielern)
help-arg-tournament-map = Eine Spielplan-Datei oder der Name eines eingebauten Spielplans (`tokyo`, `osaka`; Vorgabe `tokyo`); für Chicago Express eine Spielbrett-Datei (Vorgabe: das eingebaute Spielbrett)
help-arg-tournament-cards = Eine Aktionskarten-Satz-Datei oder der Name eines eingebauten Satzes (`tokyo`, `osaka`; Vorgabe `tokyo`); nur Tokyo Metro
help-arg-tournament-players = Spieler, 2–5 (Vorgabe 2): bei mehr als 2 spielt ein Bot gegen Kopien des anderen, auf jedem Platz; nur Tokyo Metro
help-arg-tournament-seed = Start-Seed: Partie i (ab 0) jeder Sitzordnung nutzt Seed + i
help-arg-tournament-jobs = Arbeits-Threads (Vorgabe: die Zahl der Kerne). Die Ergebnisse hängen nicht davon ab
help-arg-tournament-drinks = Mit Metro Drinks (MD-) spielen
help-arg-tournament-drink-owner-paid = Metro Drinks' Regeloption „drink owner paid“ (MD-5.2)
help-arg-tournament-game = Das Spiel: `tokyo-metro` (Vorgabe) oder `chicago-express` (die Bots spielen einer je Platz, in jeder Sitzordnung)

## Placeholders of values

help-value-file = DATEI
help-value-files = DATEIEN
help-value-dir = ORDNER
help-value-seconds = SEKUNDEN
help-value-language = SPRACHE
help-value-key = SCHLÜSSEL
help-value-game = SPIEL
help-value-policy = SPIELWEISE
help-value-map = SPIELPLAN
help-value-cards = SATZ
help-value-players = SPIELER
# same in every language
help-value-bots = BOTS
help-value-games = PARTIEN
# same in every language
help-value-seed = SEED
help-value-jobs = THREADS
help-value-cases = FÄLLE
help-value-playtests = TESTPARTIEN
help-value-color = FARBE
help-value-command = BEFEHL
help-value-addr = ADRESSE
help-value-path = PFAD
help-value-store = SPEICHER
help-value-tables = TISCHE
# same in every language
help-value-rate = RATE

## The frame of every help text

help-usage = Aufruf:
help-options = Optionen
help-arguments = Argumente
help-commands = Befehle
help-options-tag = [OPTIONEN]
help-default = [Vorgabe: { $value }]
help-possible-values = [mögliche Werte: { $values }]

## Values that do not parse

cli-language-expected = erwartet: en, de oder it
cli-number-expected = erwartet: eine ganze Zahl
cli-number-range = erwartet: eine ganze Zahl von { $min } bis { $max }

## clap's usage errors

clap-argument-repeated = das Argument '{ $arg }' darf nur einmal angegeben werden
clap-argument-conflict = das Argument '{ $arg }' kann nicht zusammen mit '{ $other }' verwendet werden
clap-argument-conflict-list = das Argument '{ $arg }' kann nicht zusammen mit diesen verwendet werden:
clap-argument-conflict-others = das Argument '{ $arg }' kann nicht zusammen mit einem oder mehreren der anderen angegebenen Argumente verwendet werden
clap-value-missing = '{ $arg }' braucht einen Wert, aber es wurde keiner angegeben
clap-value-invalid = ungültiger Wert '{ $value }' für '{ $arg }'
clap-value-refused = ungültiger Wert '{ $value }' für '{ $arg }': { $reason }
clap-value-unexpected = unerwarteter Wert '{ $value }' für '{ $arg }'; es wurden keine weiteren erwartet
clap-possible-values = [mögliche Werte: { $values }]
clap-subcommand-unknown = unbekannter Unterbefehl '{ $command }'
clap-subcommand-missing = '{ $command }' braucht einen Unterbefehl, aber es wurde keiner angegeben
clap-subcommands = [Unterbefehle: { $values }]
clap-arguments-missing = diese nötigen Argumente fehlen:
clap-argument-unknown = unerwartetes Argument '{ $arg }'
clap-values-count = die Zahl der Werte von '{ $arg }' stimmt nicht
clap-not-utf8 = ungültiges UTF-8 in einem oder mehreren Argumenten
clap-invalid = der Aufruf ist ungültig
clap-similar-subcommand = Tipp: es gibt einen ähnlichen Unterbefehl: '{ $name }'
clap-similar-argument = Tipp: es gibt ein ähnliches Argument: '{ $name }'
clap-similar-value = Tipp: es gibt einen ähnlichen Wert: '{ $name }'
clap-similar-subcommands = Tipp: es gibt ähnliche Unterbefehle: { $names }
clap-similar-arguments = Tipp: es gibt ähnliche Argumente: { $names }
clap-similar-values = Tipp: es gibt ähnliche Werte: { $names }
clap-tip = Tipp: { $tip }
clap-tip-escape = um '{ $arg }' als Wert zu übergeben, schreibe '-- { $arg }'
clap-more-information = Mehr dazu mit '{ $help }'.
