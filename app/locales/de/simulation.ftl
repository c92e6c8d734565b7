# app: simulation words (de). Ids are kebab-case, prefixed by their area.

simulation-heading = Per Simulation testen
simulation-back-to-editor = Zurück zum Editor
simulation-back-to-menu = Zurück zum Menü
simulation-empty = Wähle links die Einstellungen und lass die Spiele laufen: Diagramme und Heatmap erscheinen hier.
simulation-map-has-errors = Der gewählte Spielplan hat Fehler; wähle einen anderen.
simulation-cards-have-errors = Der gewählte Aktionskarten-Satz hat Fehler; wähle einen anderen.
simulation-cannot-set-up = Das Spiel kann nicht vorbereitet werden: { $error }
simulation-title = { $map } / { $cards } · { $players } Sp. · { $games ->
        [one] 1 Spiel
       *[other] { $games } Spiele
    }
simulation-this-run = Dieser Lauf
simulation-previous-run = Vorheriger Lauf
# same in every language
simulation-legend = { $title } — { $summary }
simulation-summary = { $games ->
        [one] 1 Spiel
       *[other] { $games } Spiele
    } in { $seconds } s mit { $jobs ->
        [one] 1 Thread
       *[other] { $jobs } Threads
    }, { $per_second } Spiele/s
# same in every language
simulation-summary-stopped = { $summary } — { $stopped }
# same in every language
simulation-run-caption = { $run }: { $title }

## The setup
simulation-setup-map = Spielplan: { $map }
simulation-setup-cards = Aktionskarten: { $cards }
simulation-setup-variant = Variante: { $modules }
simulation-setup-players = Spieler
simulation-setup-seat = Platz { $seat }
simulation-setup-games = Spiele
# same in every language
simulation-setup-seed = Seed
# same in every language (the technical word)
simulation-setup-threads = Threads
simulation-setup-games-invalid = Spiele: eine ganze Zahl von 1 bis 1.000.000.
simulation-setup-seed-invalid = Seed: eine ganze Zahl von 0 bis { $max }.
simulation-setup-run = Spiele starten
simulation-setup-file-hint = { $what ->
        [map] oder eine Spielplan-Datei …
       *[cards] oder eine Kartensatz-Datei …
    }
simulation-setup-load = Laden

## The run
simulation-progress = { $done } / { $games } Spiele
simulation-progress-rate = { $done } / { $games } Spiele · { $rate } Spiele/s · noch { $left }
simulation-stopping = Wird angehalten …
simulation-cancel = Abbrechen
simulation-games-done = { $games ->
        [one] 1 Spiel gespielt
       *[other] { $games } Spiele gespielt
    }
simulation-cancelled = Abgebrochen nach { $games ->
        [one] 1 Spiel
       *[other] { $games } Spielen
    }.
simulation-run-stopped = Der Lauf wurde angehalten: { $error }
simulation-records-not-written = Die Aufzeichnungen konnten nicht geschrieben werden: { $error }
simulation-thread-not-started = Der Simulations-Thread konnte nicht gestartet werden.

## Export
simulation-export-title = Diesen Lauf exportieren
simulation-export-records = Aufzeichnungen
    .tooltip = Die rohen Aufzeichnungen, ein JSON-Objekt je Spiel
simulation-export-tables = Tabellen
    .tooltip = Die Tabellen als CSV-Dateien
simulation-export-folder-hint = ein Exportordner
simulation-export-type-file = Gib zuerst einen Dateipfad ein.
simulation-export-type-folder = Gib zuerst einen Ordnerpfad ein.
simulation-export-no-records = Die Aufzeichnungen dieses Laufs wurden nicht aufbewahrt (keine temporäre Datei).
simulation-export-cannot-read = Die Aufzeichnungen können nicht gelesen werden: { $error }
simulation-export-cannot-write = { $path } kann nicht geschrieben werden: { $error }
simulation-export-exists = { $path } gibt es schon; nichts wurde überschrieben.
simulation-export-records-written = { $games ->
        [one] 1 Spiel
       *[other] { $games } Spiele
    } ({ $bytes } Bytes) nach { $path } geschrieben
simulation-export-tables-written = { $tables } Tabellen nach { $path } geschrieben

## The charts
simulation-line-values-title = Endwerte der Linien (¥, vor den Auszahlungen)
simulation-win-rates-title = Siegquote je Platz (95-%-Wilson-Intervall)
simulation-first-player-advantage = Vorteil des ersten Platzes ({ $run ->
        [previous] vorheriger Lauf
       *[this] dieser Lauf
    })
    .tooltip = Das 95-%-Intervall von Platz 1 liegt ganz über dem fairen Anteil an Siegen.
simulation-seat = Platz { $seat }
simulation-fair-share = Fairer Anteil
simulation-kinds-title = Aktionsarten: wie oft je Spieler und Spiel gewählt, Sieger und andere
simulation-kinds-series = { $run }: { $who ->
        [winners] Sieger
       *[others] andere
    }
simulation-length-title = Spieldauer (Entscheidungen je Spiel, Anteil der Spiele)
simulation-length-mean = Durchschnittlich { $decisions } Entscheidungen; { $rounds }
simulation-length-rounds = { $rounds } Runden: { $games }
simulation-bot-totals-title = Endsumme je Bot (¥): Streuung und Durchschnitt
simulation-heat-on-the-map = Auf dem Spielplan:
simulation-heat-payouts = Stationsauszahlungen
simulation-heat-pyramids = Gebaute Pyramiden
simulation-heat-stations-scale = Stationen: { $layer ->
        [payouts] ¥ je Spiel an den Besitzer gezahlt
       *[pyramids] Pyramiden je Spiel gebaut
    } (0 – { $most })
simulation-heat-station = { $station }
    { $payouts } Auszahlungen je Spiel, { $cash } je Spiel an den Besitzer (Wert +{ $rise })
    { $pyramids } Pyramiden je Spiel gebaut

## The charts' axes, legends and tooltips
simulation-axis-line = Linie
simulation-axis-final-value = Endwert (¥)
simulation-axis-seat = Platz
simulation-axis-win-rate = Siegquote (% der Spiele)
simulation-axis-kind = Aktionsart
simulation-axis-times = Mal je Spieler und Spiel
simulation-axis-decisions = Entscheidungen je Spiel
simulation-axis-share-of-games = Anteil der Spiele (%)
# same in every language
simulation-axis-bot = Bot
simulation-axis-final-total = Endsumme (¥)
simulation-legend-box = Kasten: mittlere Hälfte der Spiele, Strich beim Median; Antennen: kleinster bis größter Wert
simulation-legend-interval = 95-%-Intervall
simulation-legend-fair-share = Fairer Anteil ({ $share })
simulation-legend-mean = Durchschnitt
simulation-tip-line = Linie { $line }
simulation-tip-box = { $run }: Durchschnitt { $mean }, Median { $median }, mittlere Hälfte { $q1 }–{ $q3 }, Spanne { $min }–{ $max }
simulation-tip-mean = { $run }: Durchschnitt { $mean }
simulation-tip-seats = auf { $seats ->
        [one] 1 Platz
       *[other] { $seats } Plätzen
    }, { $wins } gewonnen
simulation-tip-seat = Platz { $seat }
simulation-tip-win-rate = { $run }: { $rate } ({ $wins } von { $games } Spielen gewonnen; 95-%-Intervall { $low }–{ $high })
simulation-tip-kind = { $run }: Sieger { $winners }, andere { $others } Mal je Spiel
simulation-tip-length = { $first }–{ $last } Entscheidungen
simulation-tip-length-run = { $run }: { $games ->
        [one] 1 Spiel
       *[other] { $games } Spiele
    } ({ $share })
simulation-heat-zoom-in = Vergrößern
simulation-heat-zoom-out = Verkleinern
simulation-heat-whole-map = Ganzer Spielplan
    .tooltip = Mit Strg und dem Mausrad (oder zwei Fingern) über dem Spielplan zoomen, ziehen zum Verschieben, Doppelklick zeigt ihn ganz.
simulation-heat-lines-note = Linien in ihren eigenen Farben; neben der ersten Haltestelle jeder Linie ihr Buchstabe und ihr durchschnittlicher Endwert.
simulation-export-chart = Dieses Diagramm speichern:
simulation-export-png = Bild (PNG)
simulation-export-csv = Zahlen (CSV)
simulation-export-chart-written = Nach { $path } geschrieben
simulation-export-chart-not-shown = Das Diagramm ist nicht zu sehen; scrolle zu ihm und versuche es noch einmal.

## Memory and comparison
simulation-edit-map = Diesen Plan bearbeiten
simulation-edit-map-hint = Öffnet eine Kopie dieses Plans im Plan-Editor; sein „Per Simulation testen“ bringt dich mit den Einstellungen und Läufen des Entwurfs hierher zurück.
simulation-memory-unreadable = Die gespeicherten Läufe dieses Entwurfs konnten nicht gelesen werden ({ $error }); die Datei wurde als { $path } beiseitegelegt.
simulation-memory-not-written = Die Läufe konnten nicht gespeichert werden: { $error }
simulation-compare-title = Zwei Läufe vergleichen
simulation-compare-run = #{ $number } { $title }
simulation-differences-title = Unterschiede, dieser Lauf − vorheriger Lauf (95-%-Intervall; fett: jenseits des Zufalls)
simulation-difference = Unterschied
simulation-difference-interval = 95-%-Intervall
simulation-difference-line = Linie { $line }, mittlerer Endwert
simulation-difference-seat = Sitz { $seat }, Gewinnrate
simulation-difference-significant = Das Intervall schließt 0 aus: Die Läufe unterscheiden sich jenseits des Zufalls.
simulation-difference-chance = Das Intervall enthält 0: Dieser Unterschied kann Zufall sein.
simulation-findings-count = Befunde dieses Laufs ({ $count })
simulation-findings-none = Nichts gefunden: keine Linie nimmt den Wert des Spiels oder bleibt wertlos, kein Anteil entscheidet das Spiel, kein Platz gewinnt weit über oder unter seinem Anteil.
simulation-findings-show-hint = Öffnet den Editor mit diesem Element ausgewählt.
simulation-glance = Balance auf einen Blick
simulation-glance-games = Über { $games } Partien.
simulation-glance-line = Linie
simulation-glance-mean = Mittlerer Endwert
simulation-glance-spread = Streuung (mittlere Hälfte; niedrigster–höchster)
simulation-glance-spread-value = { $low }–{ $high } ({ $min }–{ $max })
simulation-glance-valued = Endete über ¥0
simulation-glance-holders-won = Ihre Anteilseigner gewannen (95-%-Intervall; fairer Anteil)
simulation-glance-holders-won-value = { $rate } [{ $low }–{ $high }] von { $games } Partien; fair { $fair }
simulation-glance-never-held = niemand hielt einen Anteil
simulation-glance-seat = Platz
simulation-glance-seat-name = Platz { $seat }
simulation-glance-win-rate = Gewinnquote (95-%-Intervall)
simulation-glance-win-rate-value = { $rate } [{ $low }–{ $high }]
simulation-glance-fair = Fairer Anteil
simulation-what-changed = Was sich vom vorherigen Lauf zu diesem geändert hat
simulation-nothing-changed = Derselbe Plan und Kartensatz: die Läufe unterscheiden sich durch ihre Einstellungen oder durch Zufall.
