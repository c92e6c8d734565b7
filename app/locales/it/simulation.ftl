# app: simulation words (it). Ids are kebab-case, prefixed by their area.

simulation-heading = Prova con simulazione
simulation-back-to-editor = Torna all'editor
simulation-back-to-menu = Torna al menu
simulation-empty = Scegli la configurazione a sinistra e avvia le partite: i grafici e la mappa di calore compaiono qui.
simulation-map-has-errors = La Mappa scelta contiene errori; scegline un'altra.
simulation-cards-have-errors = Il set di carte Azione scelto contiene errori; scegline un altro.
simulation-cannot-set-up = Impossibile preparare la partita: { $error }
simulation-title = { $map } / { $cards } · { $players } gioc. · { $games ->
        [one] 1 partita
       *[other] { $games } partite
    }
simulation-this-run = Questa simulazione
simulation-previous-run = Simulazione precedente
# same in every language
simulation-legend = { $title } — { $summary }
simulation-summary = { $games ->
        [one] 1 partita
       *[other] { $games } partite
    } in { $seconds } s su { $jobs } thread, { $per_second } partite/s
# same in every language
simulation-summary-stopped = { $summary } — { $stopped }
# same in every language
simulation-run-caption = { $run }: { $title }

## The setup
simulation-setup-map = Mappa: { $map }
simulation-setup-cards = Carte: { $cards }
simulation-setup-variant = Variante: { $modules }
simulation-setup-players = Giocatori
simulation-setup-seat = Posto { $seat }
simulation-setup-games = Partite
# same in every language
simulation-setup-seed = Seed
simulation-setup-threads = Thread
simulation-setup-games-invalid = Partite: un numero intero da 1 a 1.000.000.
simulation-setup-seed-invalid = Seed: un numero intero da 0 a { $max }.
simulation-setup-run = Avvia le partite
simulation-setup-file-hint = { $what ->
        [map] o un file di Mappa…
       *[cards] o un file di carte…
    }
simulation-setup-load = Carica

## The run
simulation-progress = { $done } / { $games } partite
simulation-progress-rate = { $done } / { $games } partite · { $rate } partite/s · mancano { $left }
simulation-stopping = Arresto in corso…
simulation-cancel = Annulla
simulation-games-done = { $games ->
        [one] 1 partita giocata
       *[other] { $games } partite giocate
    }
simulation-cancelled = Annullata dopo { $games ->
        [one] 1 partita
       *[other] { $games } partite
    }.
simulation-run-stopped = La simulazione si è interrotta: { $error }
simulation-records-not-written = Impossibile scrivere i dati registrati: { $error }
simulation-thread-not-started = Impossibile avviare il thread della simulazione.

## Export
simulation-export-title = Esporta questa simulazione
simulation-export-records = Dati registrati
    .tooltip = I dati grezzi, un oggetto JSON per partita
simulation-export-tables = Tabelle
    .tooltip = Le tabelle come file CSV
simulation-export-folder-hint = cartella per esportare
simulation-export-type-file = Scrivi prima il percorso di un file.
simulation-export-type-folder = Scrivi prima il percorso di una cartella.
simulation-export-no-records = I dati di questa simulazione non sono stati conservati (nessun file temporaneo).
simulation-export-cannot-read = Impossibile leggere i dati registrati: { $error }
simulation-export-cannot-write = Impossibile scrivere { $path }: { $error }
simulation-export-exists = { $path } esiste già; non è stato sovrascritto nulla.
simulation-export-records-written = Salvato in { $path }: { $games ->
        [one] 1 partita
       *[other] { $games } partite
    } ({ $bytes } byte)
simulation-export-tables-written = { $tables } tabelle scritte in { $path }

## The charts
simulation-line-values-title = Valori finali delle Linee (¥, prima dei pagamenti)
simulation-win-rates-title = Percentuale di vittorie per posto (intervallo di Wilson al 95%)
simulation-first-player-advantage = Vantaggio del primo posto ({ $run ->
        [previous] simulazione precedente
       *[this] questa simulazione
    })
    .tooltip = L'intervallo al 95% del posto 1 sta interamente sopra la quota equa di vittorie.
simulation-seat = posto { $seat }
simulation-fair-share = Quota equa
simulation-kinds-title = Tipi di azione: volte scelte per giocatore e partita, vincitori e altri
simulation-kinds-series = { $run }: { $who ->
        [winners] vincitori
       *[others] altri
    }
simulation-length-title = Durata della partita (decisioni per partita, quota di partite)
simulation-length-mean = In media { $decisions } decisioni; { $rounds }
simulation-length-rounds = { $rounds } round: { $games }
simulation-bot-totals-title = Totale finale per bot (¥): dispersione e media
simulation-heat-on-the-map = Sulla Mappa:
simulation-heat-payouts = Pagamenti delle Stazioni
simulation-heat-pyramids = Piramidi costruite
simulation-heat-stations-scale = Stazioni: { $layer ->
        [payouts] ¥ pagati al proprietario per partita
       *[pyramids] piramidi costruite per partita
    } (0 – { $most })
simulation-heat-station = { $station }
    { $payouts } pagamenti per partita, { $cash } al proprietario per partita (Valore +{ $rise })
    { $pyramids } piramidi costruite per partita

## The charts' axes, legends and tooltips
simulation-axis-line = Linea
simulation-axis-final-value = Valore finale (¥)
simulation-axis-seat = Posto
simulation-axis-win-rate = Percentuale di vittorie (% delle partite)
simulation-axis-kind = Tipo di azione
simulation-axis-times = Volte per giocatore e partita
simulation-axis-decisions = Decisioni per partita
simulation-axis-share-of-games = Quota di partite (%)
# same in every language
simulation-axis-bot = Bot
simulation-axis-final-total = Totale finale (¥)
simulation-legend-box = Scatola: metà centrale delle partite, linea alla mediana; baffi: dal più piccolo al più grande
simulation-legend-interval = Intervallo al 95%
simulation-legend-fair-share = Quota equa ({ $share })
simulation-legend-mean = Media
simulation-tip-line = Linea { $line }
simulation-tip-box = { $run }: media { $mean }, mediana { $median }, metà centrale { $q1 }–{ $q3 }, intervallo { $min }–{ $max }
simulation-tip-mean = { $run }: media { $mean }
simulation-tip-seats = su { $seats ->
        [one] 1 posto
       *[other] { $seats } posti
    }, { $wins } vinte
simulation-tip-seat = Posto { $seat }
simulation-tip-win-rate = { $run }: { $rate } ({ $wins } partite vinte su { $games }; intervallo al 95% { $low }–{ $high })
simulation-tip-kind = { $run }: vincitori { $winners }, altri { $others } volte per partita
simulation-tip-length = { $first }–{ $last } decisioni
simulation-tip-length-run = { $run }: { $games ->
        [one] 1 partita
       *[other] { $games } partite
    } ({ $share })
simulation-heat-zoom-in = Ingrandisci
simulation-heat-zoom-out = Riduci
simulation-heat-whole-map = Mappa intera
    .tooltip = Ingrandisci con Ctrl e la rotella (o con due dita) sopra la Mappa, trascina per spostarla, doppio clic per vederla intera.
simulation-heat-lines-note = Linee nei loro colori; accanto alla prima fermata di ogni Linea la sua lettera e il suo Valore finale medio.
simulation-export-chart = Salva questo grafico:
simulation-export-png = Immagine (PNG)
simulation-export-csv = Numeri (CSV)
simulation-export-chart-written = Scritto in { $path }
simulation-export-chart-not-shown = Il grafico non è sullo schermo; scorri fino a lui e riprova.

## Memory and comparison
simulation-edit-map = Modifica questa mappa
simulation-edit-map-hint = Apre una copia di questa mappa nell'editor; il suo «Prova con simulazione» ti riporta qui con le impostazioni e le prove della bozza.
simulation-memory-unreadable = Le prove conservate di questo progetto non si sono potute leggere ({ $error }); il file è stato messo da parte come { $path }.
simulation-memory-not-written = Le prove non si sono potute conservare: { $error }
simulation-compare-title = Confronta due prove
simulation-compare-run = n. { $number } { $title }
simulation-differences-title = Differenze, questa prova − prova precedente (intervallo al 95%; in grassetto: oltre il caso)
simulation-difference = Differenza
simulation-difference-interval = Intervallo al 95%
simulation-difference-line = Linea { $line }, valore finale medio
simulation-difference-seat = Posto { $seat }, tasso di vittoria
simulation-difference-significant = L'intervallo esclude 0: le prove differiscono oltre il caso.
simulation-difference-chance = L'intervallo contiene 0: questa differenza può essere un caso.
simulation-findings-count = Risultati di questa prova ({ $count })
simulation-findings-none = Nessun problema: nessuna linea prende il valore della partita o resta senza valore, nessuna quota decide la partita, nessun posto vince molto più o meno della sua parte.
simulation-findings-show-hint = Apre l'editor con questo elemento selezionato.
simulation-glance = Equilibrio a colpo d'occhio
simulation-glance-games = Su { $games } partite.
simulation-glance-line = Linea
simulation-glance-mean = Valore finale medio
simulation-glance-spread = Dispersione (metà centrale; minimo–massimo)
simulation-glance-spread-value = { $low }–{ $high } ({ $min }–{ $max })
simulation-glance-valued = Finita sopra ¥0
simulation-glance-holders-won = I suoi azionisti hanno vinto (intervallo 95%; quota equa)
simulation-glance-holders-won-value = { $rate } [{ $low }–{ $high }] su { $games } partite; equa { $fair }
simulation-glance-never-held = nessuno aveva una quota
simulation-glance-seat = Posto
simulation-glance-seat-name = Posto { $seat }
simulation-glance-win-rate = Percentuale di vittorie (intervallo 95%)
simulation-glance-win-rate-value = { $rate } [{ $low }–{ $high }]
simulation-glance-fair = Quota equa
simulation-what-changed = Cosa è cambiato dalla prova precedente a questa
simulation-nothing-changed = Stessa mappa e stesso mazzo: le prove differiscono per le impostazioni o per caso.
