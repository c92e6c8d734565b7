# cli: le parole di `metro --help` e degli errori d'uso di clap (it).

## Commands

help-metro = Tokyo Metro, Osaka Metro e le loro varianti: strumenti per Mappe e set di carte Azione
help-map = Controlla o mostra file di Mappe
help-map-check = Controlla Mappe: una riga di riepilogo per ogni Mappa valida, ogni problema di una non valida. Senza FILE controlla le Mappe integrate
help-map-show = Disegna una Mappa nel terminale: griglia, Linee, fermate e Stazioni
help-cards = Controlla file di set di carte Azione
help-cards-check = Controlla set di carte Azione (e i file di dati dei moduli di regole). Senza FILE controlla i set integrati e i file di dati dei moduli
help-sim = Gioca molte partite tra bot e stampa le statistiche (e JSON Lines con --json)
help-replay = Ripercorre un file di salvataggio come registro leggibile, verificando ogni azione e ogni punto di controllo
help-check = Controlla le regole su partite casuali di una Mappa e di un set di carte Azione (invarianti basate su proprietà) e il progetto di entrambi
help-tournament = Fa giocare ogni coppia di bot in tutti i posti e stampa le percentuali di vittoria con intervalli al 95% e gli scarti medi
help-serve = Offre tavoli giocati su più computer: crea un tavolo, condividi il codice, gioca da ogni computer (fino a Ctrl-C)
help-loadtest = Mette sotto carico un server su questa macchina: dei bot giocano molti tavoli insieme (4 connessioni per tavolo) e si stampano le decisioni al secondo, la loro latenza fino a ogni posto e gli errori
help-help = Mostra questo messaggio o l'aiuto dei sottocomandi indicati

## Arguments of every command

help-arg-plugin = Carica un plugin (un modulo di regole compilato come libreria condivisa, vedi «Writing a plugin» nel README); si può ripetere. Un plugin che non si carica è un errore
help-arg-plugins = Carica ogni plugin di una cartella (i file con l'estensione delle librerie della piattaforma); i plugin che non si caricano, e una cartella che non esiste, sono segnalati e saltati
help-arg-plugin-timeout = Secondi che un hook di un plugin può durare: uno che non è tornato entro allora termina l'esecuzione con codice di uscita 2, nominando il plugin e l'hook
help-arg-language = La lingua dell'output: `en`, `de` o `it` (predefinita: quella del sistema, da LC_ALL, LC_MESSAGES, LANGUAGE o LANG; inglese se nessuna ne indica una). L'output per le macchine (--json, CSV, salvataggi) è uguale in ogni lingua
help-arg-help = Mostra l'aiuto
help-arg-version = Mostra la versione
help-arg-help-subcommand = Mostra l'aiuto di questi sottocomandi

## Arguments of one command

help-arg-map-check-files = File di Mappe, o nomi di Mappe integrate (`tokyo`, `osaka`)
help-arg-map-show-file = Un file di Mappa, o il nome di una Mappa integrata
help-arg-map-show-color = Colora le Linee: auto (se l'output va a un terminale), always (sempre), never (mai)
help-arg-cards-check-files = File di set di carte Azione, o nomi di set integrati (`tokyo`, `osaka`) e di file di dati dei moduli
help-arg-sim-map = Un file di Mappa, o il nome di una Mappa integrata (`tokyo`, `osaka`; predefinita `tokyo`); per Chicago Express un file di tabellone (predefinito: il tabellone integrato)
help-arg-sim-cards = Un file di set di carte Azione, o il nome di un set integrato (`tokyo`, `osaka`; predefinito `tokyo`); solo Tokyo Metro
help-arg-sim-players = Giocatori: Tokyo Metro 1–5 (1 è il gioco in solitario), Chicago Express 2–6
help-arg-sim-bots = Bot, uno per posto separati da virgole, o un nome per tutti i posti (`random`, `heuristic`, `mcts:N` con N simulazioni per decisione, `mcts:1s` / `mcts:500ms` tempo di riflessione per decisione, `mcts:1s:4` su 4 thread); per Chicago Express `random`, `flat:N` (N simulazioni per azione) e quelli del gioco
help-arg-sim-games = Numero di partite
help-arg-sim-seed = Seme di base: la partita i (da 0) usa il seme + i; i suoi bot ricevono il seme da quello
help-arg-sim-jobs = Thread di lavoro (predefinito: il numero di core). I risultati non ne dipendono
help-arg-sim-json = Scrive un oggetto JSON per partita in FILE (JSON Lines, vedi docs/sim-json.md), un file nuovo: un file esistente non viene mai sostituito
help-arg-sim-csv = Scrive le tabelle della serie come file CSV in CARTELLA (creata se manca; un file di tabella esistente non viene mai sostituito)
help-arg-sim-drinks = Gioca con Metro Drinks (MD-): la colonna Jidohanbaiki, i distributori automatici e i pagamenti delle bevande
help-arg-sim-drink-owner-paid = Opzione di regola di Metro Drinks «drink owner paid» (MD-5.2): i pagamenti delle bevande vanno al possessore del colore della bevanda invece che al proprietario della Stazione
help-arg-sim-rule = Gioca un modulo di regole registrato (p. es. quello di un plugin caricato con --plugin) tramite la sua chiave; si può ripetere
help-arg-sim-game = Il gioco: `tokyo-metro` (predefinito) o `chicago-express`
help-arg-replay-file = Il file di salvataggio da ripercorrere
help-arg-serve-listen = L'indirizzo su cui ascoltare, ad es. `0.0.0.0:7878` per tutte le interfacce di rete
help-arg-serve-db = L'archivio dei tavoli: un file SQLite (creato se manca; predefinito: metro-server.sqlite3 nella cartella dei dati) o un database PostgreSQL `postgres://USER@HOST:PORT/DB` che più processi server possono condividere
help-arg-serve-behind-proxy = Dietro un reverse proxy su questa macchina: i limiti per indirizzo contano l'indirizzo che il proxy mette per ultimo in X-Forwarded-For (altrimenti l'intestazione non è mai creduta)
help-arg-serve-no-limits = Nessun limite per connessione e per indirizzo (messaggi al secondo, connessioni, tavoli al minuto), e i tavoli inattivi non scadono mai: per `metro loadtest --server` su questa macchina, le cui connessioni vengono tutte da un solo indirizzo
help-arg-loadtest-server = Il server, su questa macchina: `ws://127.0.0.1:PORT`, `ws://[::1]:PORT` o `ws://localhost:PORT` (predefinito: un server avviato in questo processo su una porta libera, con un archivio temporaneo). Indicato più volte: i processi di un server che condividono un database PostgreSQL; i tavoli si creano sul primo, i posti di un tavolo si distribuiscono su tutti
help-arg-serve-seat-grace = Per quanto un posto di una persona può restare senza connessione prima che il bot del tavolo lo giochi, in secondi (finché la persona non si riconnette; i tavoli con un tempo per mossa aspettano invece le loro scadenze)
help-arg-serve-allow-private-webhooks = Permette ai posti di registrare webhook su questa macchina o sulla sua rete privata (rifiutati per impostazione predefinita: un webhook non deve puntare il server verso la sua stessa rete)
help-arg-loadtest-tables = Tavoli giocati insieme, 4 posti ciascuno, ogni posto con la propria connessione (1–5000)
help-arg-loadtest-seconds = Secondi di gioco (0–600; 0 prepara i tavoli, collega ogni posto e si ferma)
help-arg-loadtest-game = Il gioco, con 4 giocatori
help-arg-loadtest-seed = Ogni posto sceglie un'offerta a caso, a partire da questo seme (predefinito: sempre la prima offerta)
help-arg-loadtest-rate = Decisioni al secondo di tutti i tavoli insieme, ogni tavolo a intervalli regolari, come le persone (predefinito: ogni tavolo il più in fretta possibile, che misura il massimo che il server regge)
help-arg-loadtest-json = Stampa i dati come un unico oggetto JSON
help-arg-check-game = Il gioco: `tokyo-metro` (predefinito, con --map e --cards) o `chicago-express` (le sue invarianti generali in partite casuali, 2–6 giocatori)
help-arg-check-map = Un file di Mappa, o il nome di una Mappa integrata (`tokyo`, `osaka`); con `--game chicago-express`, un file di tabellone di quel gioco (altrimenti il suo tabellone integrato)
help-arg-check-cards = Un file di set di carte Azione, o il nome di un set integrato (`tokyo`, `osaka`)
help-arg-check-drinks = Gioca con Metro Drinks (MD-)
help-arg-check-drink-owner-paid = Opzione di regola di Metro Drinks «drink owner paid» (MD-5.2)
help-arg-check-players = Controlla solo questo numero di giocatori (Tokyo Metro 1–5, Chicago Express 2–6; predefinito: ognuno)
help-arg-check-cases = Partite casuali (casi di proptest) per numero di giocatori per le invarianti
help-arg-check-seed = Il seme della serie: lo stesso seme con gli stessi argomenti controlla le stesse partite
help-arg-check-playtests = Partite di prova del bot casuale per numero di giocatori per i controlli di progettazione (il bot euristico ne gioca un decimo, almeno 1); 0: solo controlli di progettazione statici
help-arg-check-jobs = Thread di lavoro (predefinito: il numero di core). I risultati non ne dipendono
help-arg-check-save-dir = Dove scrivere i salvataggi delle partite fallite (mai sopra un file che c'è già: un nome occupato riceve un numero)
help-arg-check-rule = Attiva un modulo di regole registrato (p. es. quello di un plugin caricato con --plugin) tramite la sua chiave; si può ripetere
help-arg-check-policy = Con --game: le strategie delle partite, separate da virgole: `random` (a caso in modo uniforme, quella delle invarianti) o un bot del gioco (Chicago Express: `westward`, costruisce verso Chicago); predefinito: quelle del gioco (`random,westward`)
help-arg-tournament-bots = I bot, separati da virgole (almeno due e al massimo 16, ognuno una volta): `random`, `heuristic`, `mcts:N` (N simulazioni per decisione), `mcts:1s` / `mcts:500ms` (tempo per decisione), `mcts:1s:4` (su 4 thread); per Chicago Express da 2 a 6 tra `random`, `flat:N` e quelli del gioco, un nome più volte per sue copie (`heuristic,random,random`)
help-arg-tournament-games = Partite per disposizione, almeno 1 (ogni coppia gioca 2 disposizioni con 2 giocatori, 2 × P disposizioni con P giocatori)
help-arg-tournament-map = Un file di Mappa, o il nome di una Mappa integrata (`tokyo`, `osaka`; predefinita `tokyo`); per Chicago Express un file di tabellone (predefinito: il tabellone integrato)
help-arg-tournament-cards = Un file di set di carte Azione, o il nome di un set integrato (`tokyo`, `osaka`; predefinito `tokyo`); solo Tokyo Metro
help-arg-tournament-players = Giocatori, 2–5 (predefinito 2): con più di 2, un bot gioca contro copie dell'altro, in ogni posto; solo Tokyo Metro
help-arg-tournament-seed = Seme di base: la partita i (da 0) di ogni disposizione usa il seme + i
help-arg-tournament-jobs = Thread di lavoro (predefinito: il numero di core). I risultati non ne dipendono
help-arg-tournament-drinks = Gioca con Metro Drinks (MD-)
help-arg-tournament-drink-owner-paid = Opzione di regola di Metro Drinks «drink owner paid» (MD-5.2)
help-arg-tournament-game = Il gioco: `tokyo-metro` (predefinito) o `chicago-express` (i bot giocano uno per posto, in ogni disposizione)

## Placeholders of values

# same in every language
help-value-file = FILE
help-value-files = FILE
help-value-dir = CARTELLA
help-value-seconds = SECONDI
help-value-language = LINGUA
help-value-key = CHIAVE
help-value-game = GIOCO
help-value-policy = STRATEGIA
help-value-map = MAPPA
help-value-cards = SET
help-value-players = GIOCATORI
# same in every language
help-value-bots = BOT
help-value-games = PARTITE
help-value-seed = SEME
help-value-jobs = THREAD
help-value-cases = CASI
help-value-playtests = PROVE
help-value-color = COLORE
help-value-command = COMANDO
help-value-addr = INDIRIZZO
help-value-path = PERCORSO
help-value-store = ARCHIVIO
help-value-tables = TAVOLI
help-value-rate = FREQUENZA

## The frame of every help text

help-usage = Uso:
help-options = Opzioni
help-arguments = Argomenti
help-commands = Comandi
help-options-tag = [OPZIONI]
help-default = [predefinito: { $value }]
help-possible-values = [valori possibili: { $values }]

## Values that do not parse

cli-language-expected = atteso: en, de o it
cli-number-expected = atteso: un numero intero
cli-number-range = atteso: un numero intero da { $min } a { $max }

## clap's usage errors

clap-argument-repeated = l'argomento '{ $arg }' non si può usare più di una volta
clap-argument-conflict = l'argomento '{ $arg }' non si può usare insieme a '{ $other }'
clap-argument-conflict-list = l'argomento '{ $arg }' non si può usare insieme a:
clap-argument-conflict-others = l'argomento '{ $arg }' non si può usare insieme a uno o più degli altri argomenti indicati
clap-value-missing = '{ $arg }' richiede un valore, ma non ne è stato dato nessuno
clap-value-invalid = valore '{ $value }' non valido per '{ $arg }'
clap-value-refused = valore '{ $value }' non valido per '{ $arg }': { $reason }
clap-value-unexpected = valore '{ $value }' inatteso per '{ $arg }'; non ne erano attesi altri
clap-possible-values = [valori possibili: { $values }]
clap-subcommand-unknown = sottocomando '{ $command }' sconosciuto
clap-subcommand-missing = '{ $command }' richiede un sottocomando, ma non ne è stato dato nessuno
clap-subcommands = [sottocomandi: { $values }]
clap-arguments-missing = mancano questi argomenti obbligatori:
clap-argument-unknown = argomento '{ $arg }' inatteso
clap-values-count = il numero di valori di '{ $arg }' non è giusto
clap-not-utf8 = UTF-8 non valido in uno o più argomenti
clap-invalid = la riga di comando non è valida
clap-similar-subcommand = suggerimento: esiste un sottocomando simile: '{ $name }'
clap-similar-argument = suggerimento: esiste un argomento simile: '{ $name }'
clap-similar-value = suggerimento: esiste un valore simile: '{ $name }'
clap-similar-subcommands = suggerimento: esistono sottocomandi simili: { $names }
clap-similar-arguments = suggerimento: esistono argomenti simili: { $names }
clap-similar-values = suggerimento: esistono valori simili: { $names }
clap-tip = suggerimento: { $tip }
clap-tip-escape = per passare '{ $arg }' come valore, scrivi '-- { $arg }'
clap-more-information = Per saperne di più, prova '{ $help }'.
