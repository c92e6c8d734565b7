# cli: cli words (it). Ids are kebab-case, prefixed by their area.

## Every command

cli-error = errore: { $message }
cli-plugin-skipped = avviso: plugin ignorato: { $error }
cli-plugin-refused = errore: plugin rifiutato: { $error }
cli-plugins-no-folder = avviso: --plugins { $path }: la cartella non esiste; nessun plugin caricato da lì
cli-plugins-not-a-folder = avviso: --plugins { $path } non è una cartella; nessun plugin caricato da lì (un singolo file di plugin si carica con --plugin FILE)
cli-plugin-timeout = errore: { $error }; l'esecuzione termina
cli-plugin-no-watchdog = avviso: la durata degli hook dei plugin non è controllata: { $error }
cli-seconds-expected = un numero di secondi da 0.1 a 86400
cli-log-filter-bad = avviso: METRO_LOG={ $filter } non è un filtro di log ({ $error }); vengono registrati gli avvisi
cli-no-such-file = { $name }: nessun file con questo nome, né alcun elemento integrato
cli-cannot-write = impossibile scrivere { $path }: { $error }
cli-problems = { $file }: { $count ->
        [one] 1 problema
       *[other] { $count } problemi
    }

## metro map check, metro cards check, metro map show

cli-map-valid = { $file }: { $name } — { $lines ->
        [one] 1 Linea
       *[other] { $lines } Linee
    }, { $stops ->
        [one] 1 fermata
       *[other] { $stops } fermate
    }, { $stations ->
        [one] 1 Stazione
       *[other] { $stations } Stazioni
    }, griglia { $columns }×{ $rows }
cli-cards-valid = { $file }: { $name } — { $columns ->
        [one] 1 colonna
       *[other] { $columns } colonne
    } da { $per_column }, { $cards ->
        [one] 1 carta
       *[other] { $cards } carte
    }
cli-show-title = { $name } — { $columns }×{ $rows } spazi, { $lines ->
        [one] 1 Linea
       *[other] { $lines } Linee
    }, { $stations ->
        [one] 1 Stazione
       *[other] { $stations } Stazioni
    }, { $stops ->
        [one] 1 fermata
       *[other] { $stops } fermate
    }{ $leave ->
        [yes] ; i Treni messi con Partenza lasciano la Mappa senza proprietario (TM-9.7)
       *[other] ; ogni veicolo resta sulla Mappa
    }
cli-show-lines = Linee (nell'ordine del Tracciato delle Entrate):
cli-show-line = { $letter } { $name } ({ $stops } fermate, { $vehicle ->
        [tram] Tram
        [bus] Autobus
       *[train] Treno
    }, { $shares } Stock, yen extra { $extras }, { $slots } caselle per dischetti): { $route }
cli-show-small-circle = { $stop } (fermata a cerchio più piccola)
cli-show-stations = Stazioni a più fermate:

## metro sim, metro tournament

cli-progress-sim = { $bar } { $pos }/{ $len } partite  { $per_sec }  mancano { $eta }
cli-progress-tournament = { $bar } { $pos }/{ $len } partite  mancano { $eta }
cli-no-module = nessun modulo di regole { $key } è registrato
cli-no-module-known = nessun modulo di regole { $key } è registrato (noti: { $known }); carica il suo plugin con --plugin FILE
cli-cannot-set-up = impossibile preparare la partita: { $error }
cli-tournament-two-bots = un torneo richiede almeno due bot
cli-tournament-bot-twice = il bot { $bot } è indicato due volte
cli-unknown-bot = bot sconosciuto { $bot }; bot noti: { $known }
# $started: threads the system gave; $asked: threads asked for.
cli-sim-threads-refused = avviso: solo { $started } thread su { $asked } hanno potuto essere avviati (un limite di processi?); le partite sono state giocate su questi, con gli stessi risultati
cli-sim-json-is-a-table = impossibile scrivere { $path }: è una delle tabelle che scrive --csv

## metro check

cli-check-valid-files-only = errore: metro check controlla solo file validi; correggi prima i problemi indicati sopra
cli-check-save-dir-not-a-folder = impossibile scrivere i salvataggi delle partite fallite in { $path }: non è una cartella
# same in every language
cli-check-title = metro check: { $subject }
cli-check-players = { $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    }
cli-check-players-range = da { $first } a { $last } giocatori
cli-check-no-players = nessun giocatore
cli-check-invariants = Invarianti: { $cases } partite casuali (casi proptest) per { $players }, seed { $seed }
cli-check-passed = { $who } ok: { $games } partite ({ $finished } fino alla fine), { $decisions } decisioni, { $seconds } s
cli-check-not-playable = { $who } impossibile preparare la partita: { $error } (vedi i controlli di progettazione)
cli-check-failed = { $who } FALLITO dopo { $games ->
        [one] 1 partita
       *[other] { $games } partite
    }: { $check }{ $rule }: { $message }
cli-check-step-offending = dopo { $actions ->
        [one] 1 azione
       *[other] { $actions } azioni
    } della partita, { $action } (non nel salvataggio) fallisce
cli-check-step-last = la partita fallisce dopo { $actions ->
        [one] la sua unica azione
       *[other] le sue { $actions } azioni
    } (l'ultima del salvataggio)
cli-check-shrunk = ridotto da { $found } a { $used } decisioni: seed della partita { $seed }; { $step }
cli-check-replayable = il motore stesso accetta solo le prime { $count } di queste azioni
cli-check-save = salvataggio: { $path } — `metro replay { $path }` lo mostra; l'app lo riprende dal passo che fallisce
cli-check-design-no-game = Controlli di progettazione: solo statici (nessuna partita di prova può essere preparata)
cli-check-design-playtests = Controlli di progettazione: statici, e { $games } partite di prova ({ $decisions } decisioni, { $seconds } s), le partite di:
cli-check-design-static = Controlli di progettazione: solo statici (--playtests 0)
cli-check-playtest-failed = una partita di prova è fallita: { $error }
cli-check-no-finding = nessun rilievo
cli-check-balance = Bilanciamento, da { $games } partite di bot realistici (una questione di giudizio: non fanno fallire il controllo):
cli-check-summary = Riepilogo: invarianti { $failed ->
        [yes] VIOLATE
       *[other] rispettate
    }; { $findings ->
        [one] 1 rilievo di progettazione
       *[other] { $findings } rilievi di progettazione
    }.

## metro replay

cli-replay-setup-not-recorded = Preparazione non verificata: questo salvataggio della versione 1 non registra l'hash della preparazione (le azioni e i punti di controllo sono verificati).
cli-replay-setup-verified = Preparazione verificata: la Mappa, il set di carte Azione e le opzioni sono quelli con cui la partita è stata salvata.
cli-replay-title = Replay di { $file }: { $setup }, seed { $seed }, { $actions ->
        [one] 1 azione
       *[other] { $actions } azioni
    }
cli-replay-map = Mappa: { $map }; carte: { $cards }.
# same in every language (the rulebook keeps "round")
cli-replay-round = === Round { $round } ===
cli-replay-refresh = --- Fase di Rinnovo delle Carte Azione ---
cli-replay-end = === Fine della partita: pagamenti ===
cli-replay-nobody = Nessuno
cli-replay-decision = { $player }: { $action }.
cli-replay-final-totals = Totali finali:
cli-replay-winner = (vincitore)
cli-replay-ends-waiting = Il salvataggio termina nel round { $round }, { $phase }; tocca a { $player }: { $pending }.
cli-replay-ends = Il salvataggio termina nel round { $round }, { $phase }: { $pending }.
cli-replay-verified = Verificato: { $actions ->
        [one] 1 azione rigiocata
       *[other] { $actions } azioni rigiocate
    }, { $checkpoints ->
        [one] 1 punto di controllo corrisponde
       *[other] { $checkpoints } punti di controllo corrispondono
    }.
# `metro map check` on a Chicago Express board; `metro map show` on one.
cli-board-valid = { $file }: { $name } — un tabellone di Chicago Express, { $hexes } esagoni, { $companies } compagnie
cli-show-not-tokyo = { $file } è un tabellone di Chicago Express, che questo comando non disegna ancora (disegna le mappe di Tokyo Metro); verificalo con `metro map check`
# `metro check --game`: an unknown game; Tokyo Metro without its files; Chicago Express's generic invariants held or failed.
cli-check-unknown-game = gioco sconosciuto { $game }: i giochi sono tokyo-metro e chicago-express
cli-check-needs-map = Tokyo Metro richiede --map e --cards
cli-check-game-held = { $game }, { $players } giocatori: le invarianti valgono in { $games } partite casuali ({ $decisions } decisioni, { $seconds } s)
cli-check-game-failed = { $game }, { $players } giocatori, seme { $seed }: { $error }

cli-unknown-game = gioco sconosciuto { $game }: i giochi sono { $games }
cli-tokyo-only = { $option } è un'opzione solo di Tokyo Metro, non di { $game }
cli-game-players = { $game } si gioca da { $min } a { $max } giocatori
cli-not-a-board = { $file } non è un tabellone di { $game } (non contiene game = "chicago-express")
cli-fact-end-locomotives = fine della partita: compagnie senza locomotive sulla loro scheda
cli-fact-end-shares = fine della partita: compagnie senza azioni sulla loro scheda
cli-fact-end-houses = fine della partita: poche casette rimaste nella riserva
cli-fact-end-industry = fine della partita: Detroit al suo valore più alto
cli-fact-wabash-opened = Wabash è stata aperta
cli-generic-heading = { $game }, { $players } giocatori, seme { $seed }
cli-generic-speed = { $games } partite, { $jobs } thread: { $seconds } s, { $per_second } partite/s, { $decisions } decisioni per partita
cli-generic-seats-header = posto  quota vittorie  punteggio medio
cli-generic-bots-header = bot           posti   quota vittorie  (quota equa { $fair_share }; a pari merito tra k vincitori ognuno riceve 1/k)
cli-generic-facts = quanto spesso, nelle partite giocate:
cli-tournament-generic-heading = { $game }: { $bots } bot, uno per posto, in ogni disposizione ({ $seatings } disposizioni × { $games } partite), seme { $seed }
cli-tournament-generic-games = { $games } partite in { $seconds } s; quota vittorie: a pari merito tra k vincitori ognuno riceve 1/k, intervallo di Wilson al 95%
cli-tournament-generic-bot = { $bot }: { $games } partite, quota vittorie { $share } [{ $low }, { $high }] (quota equa { $fair_share }), punteggio medio { $score }
cli-tournament-generic-seat = posto { $seat }: { $share } su { $games }
cli-replay-generic-title = Replay di { $file }: { $game }, { $players } giocatori, seme { $seed }, { $actions ->
        [one] { $actions } azione
       *[other] { $actions } azioni
    }.
cli-replay-generic-setup = Preparazione: { $setup }
cli-replay-generic-unfinished = Il salvataggio finisce prima della fine della partita; di turno: { $players }.
cli-check-unknown-policy = strategia sconosciuta { $policy }: quelle del gioco sono { $known }, o un bot del gioco
cli-check-game-held-policy = { $game }, { $players } giocatori: le invarianti valgono in { $games } partite della strategia { $policy } ({ $decisions } decisioni, { $seconds } s)
cli-check-game-policy-failed = { $game }, { $players } giocatori, strategia { $policy }, seme { $seed }: { $error }
cli-check-facts = quanto spesso, nelle { $games } partite della strategia { $policy }:
cli-check-saves = Salvataggi: ognuna delle { $games } partite salvata, caricata e verificata con la stessa posizione e lo stesso risultato.
cli-check-save-failed = il salvataggio della partita non si carica: { $error }
cli-check-save-differs = il salvataggio della partita di { $actions } azioni carica un'altra posizione o un altro risultato
cli-serve-starting = metro serve: in ascolto su { $address }, tavoli in { $db } (Ctrl-C per fermare)
cli-loadtest-own-server = metro loadtest: nessun --server indicato: è stato avviato un server in questo processo su { $address }, con i tavoli in un file temporaneo ({ $db }) rimosso alla fine
cli-loadtest-starting = Preparazione di { $tables } tavoli di { $game } su { $server } (4 posti ciascuno, ogni posto con la propria connessione), poi { $seconds } s di gioco…
cli-loadtest-tables = Tavoli: { $held } tenuti insieme con { $connections } connessioni ({ $created } preparati in tutto, { $finished ->
        [one] una partita finita
       *[other] { $finished } partite finite
    }); preparare i primi ha richiesto { $setup } s
cli-loadtest-actions = Azioni: { $actions } in { $seconds } s, { $rate } al secondo
cli-loadtest-paced = Cadenzato: { $rate } decisioni al secondo chieste a tutti i tavoli insieme
cli-loadtest-latency = Da un comando al suo aggiornamento presso ogni posto del tavolo: p50 { $p50 } ms, p90 { $p90 } ms, p99 { $p99 } ms, massimo { $max } ms
cli-loadtest-no-errors = Errori: nessuno
cli-loadtest-errors = Errori: { $errors } ({ $kinds })
cli-loadtest-memory = Memoria di questo processo: { $start } MiB all'inizio, { $held } MiB con i tavoli tenuti
cli-loadtest-bad-server = { $server } non è l'indirizzo di un server: atteso ws://127.0.0.1:PORT, ws://[::1]:PORT o ws://localhost:PORT
cli-loadtest-not-loopback = { $server } non è su questa macchina: un test di carico parla solo con 127.0.0.1, ::1 o localhost
cli-loadtest-open-files = le connessioni richiedono { $needed } file aperti e questo processo ne può aprire { $limit }: alza il limite (ulimit -n { $needed }) o gioca meno tavoli
