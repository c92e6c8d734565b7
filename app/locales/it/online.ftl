# app: the "Play online" screen (it): a server's address or a table hosted here, a new table, the lobby, a table
# of a server. Ids are kebab-case, prefixed by their area.

## Where to play
online-title = Gioca online
# same in every language
online-back-to-menu = Menu
online-intro = Gioca a un tavolo con amici su altri computer. Tutto ciò che vedi viene dal server: una mossa conta quando il server l'ha accettata.
# same in every language
online-server = Server
    .tooltip = L'indirizzo di un computer su cui gira metro serve (HOST:PORTA), oppure ospita un tavolo su questo computer qui sotto
online-host = Ospita un tavolo su questo computer
online-port = Porta
online-open-to-network = Aperto alla rete
    .tooltip = Spento: solo questo computer può entrare (127.0.0.1). Acceso: i computer della tua rete possono entrare (0.0.0.0); il firewall potrebbe chiedere
online-host-start = Ospita
    .tooltip = Avvia un server nell'app; i suoi tavoli restano nella tua cartella dei dati e tornano quando ospiti di nuovo
online-hosting = Server attivo su { $address }
online-hosting-local = Solo questo computer può entrare.
online-hosting-network = Dai ai tuoi amici questo indirizzo e il codice del tuo tavolo.
online-host-starting = Avvio del server…
online-host-failed = Il server non è partito: { $reason }
online-stop-hosting = Ferma il server

## A new table
online-create = Nuovo tavolo
online-game = Gioco
online-game-tokyo = Tokyo Metro sulla mappa di Tokyo
online-game-osaka = Tokyo Metro sulla mappa di Osaka
# same in every language
online-game-chicago = Chicago Express
# same in every language
online-game-tokyo-metro = Tokyo Metro
online-seats = Posti
online-seat-number = Posto { $seat }
online-seat-person = Persona
# same in every language
online-seat-bot = Bot: { $bot }
online-add-seat = Aggiungi un posto
online-remove-seat = Togli
online-spectators = Chiunque abbia il codice può guardare
online-create-button = Crea il tavolo
online-bots-only = Un tavolo di soli bot: lo guardi.

## Joining
online-join = Entra in un tavolo
online-code = Codice del tavolo
online-join-button = Entra
online-watch-button = Guarda
online-lobby = Tavoli aperti
online-lobby-refresh = Cerca tavoli
online-lobby-not-asked = Cerca i tavoli aperti del server o scrivi un codice.
online-lobby-failed = Non è stato possibile interrogare il server: { $reason }
online-lobby-empty = { $server } non ha tavoli aperti.
online-lobby-open = { $open } posti liberi su { $seats }
online-kept = I tuoi posti
online-kept-none = Non hai ancora un posto a un tavolo.
online-kept-seat = Posto { $seat } su { $server }
online-rejoin = Torna al tavolo
online-forget = Dimentica
    .tooltip = Dimentica il token segreto di questo posto su questo computer: non potresti tornare al posto
online-forget-seat = Dimentica questo posto

## At a table
online-table-code = Codice del tavolo
    .tooltip = Gli amici entrano con questo codice
online-you-play = Giochi come { $seat }
online-watching = Stai guardando
online-leave = Esci
    .tooltip = Lascia il tavolo; il tuo posto resta tuo e puoi tornarci
online-rules = Regole
online-connecting = Connessione…
online-connected = Connesso
online-reconnecting = Connessione persa { $seconds } s fa: nuovo tentativo (tentativo { $attempts })
online-stopped = Fermato
online-closed = Chiuso
online-failed = Il tavolo non è raggiungibile: { $reason }
online-banner-lost = La connessione al server è persa ({ $seconds } s). Si riconnette da sola (tentativo { $attempts })…
online-banner-back = La connessione è tornata: il tavolo è come lo ha il server.
online-seat-you = { $name } (tu)
online-played-by-you = tu
online-played-by-person = una persona
online-has-bid = ha offerto
online-bidding = sta offrendo…
online-bot-bids-last = offre dopo le persone
online-your-bid = la tua offerta: { $bid }
online-deciding = sta decidendo…
online-broken = Questo tavolo non può continuare: { $reason }
online-sealed-round = Offerte segrete: tutti offrono insieme.
online-your-sealed-bid = La tua offerta segreta: { $bid }
online-change-bid = Puoi cambiare la tua offerta finché tutti hanno offerto.
online-filter = Filtra
online-sent = Inviato: in attesa del server…
online-filter-none = Nessuna scelta corrisponde: svuota il filtro per vederle tutte.
online-your-turn = Tocca a te decidere
online-waiting-for = In attesa di { $names }
online-undo = Annulla: { $decision }
online-refused = Rifiutato: { $reason } ({ $rule })
online-log = Registro
online-game-over = La partita è finita
online-place = { $place }º
online-save-game = Salva la partita
    .tooltip = Scrive la partita finita nella tua cartella dei salvataggi; il visore delle partite la apre
online-saved = Salvata come { $file }
online-no-board = Questa app non sa disegnare il tabellone di { $game }.

## Holdings
online-lines = Linee
online-line = Linea
online-value = Valore
online-shares = Azioni
online-companies = Compagnie
online-treasury = Cassa
online-income = Reddito
online-shares-left = Azioni
online-locomotives-left = Loco
online-shares-held = Azioni possedute
# same in every language
online-held = { $company } ×{ $count }
online-table-waiting = Il tavolo comincia quando ogni posto per persona è preso: dai ai tuoi amici il codice { $code }.
online-start-now = Comincia ora (il bot gioca i posti liberi finché qualcuno non li prende)
online-table-ended = L'host ha chiuso il tavolo.
online-sealed-mine = La tua scelta coperta: { $choice }. Tutti hanno deciso.
online-save-at-end = Il server conserva questa partita: si potrà salvare quando sarà finita.
online-sealed-nobody = Tutti decidono insieme, in segreto: si aspetta { $seats }.
online-sealed-others = { $decided } ha deciso in segreto (cosa, resta nascosto finché tutti hanno deciso); si aspetta { $seats }.
online-sealed-waiting = La tua scelta coperta: { $choice }. Puoi cambiarla finché tutti hanno deciso. { $others }
# same in every language
online-chat = Chat
online-chat-unread = Chat ({ $count } nuovi)
online-chat-title = Chat al tavolo { $code }
online-chat-empty = Ancora nessun messaggio.
online-chat-watching = Spettatore: qui scrivono solo i posti.
online-chat-hint = Di' qualcosa al tavolo
online-chat-send = Invia
online-end-table = Chiudi il tavolo…
    .tooltip = Nessuno decide più; il tavolo resta leggibile così com'è
online-end-yes = Chiudilo ora
online-end-no = Continua a giocare
online-clocks = Orologi: { $clocks }
online-clock-left = { $seat } ancora { $time }
online-clock-bank = { $seat } riserva { $time }
online-clock = Orologio
online-clock-none = Nessun orologio
online-clock-turn = { $hours ->
    [one] Un'ora per ogni decisione
   *[other] { $hours } ore per ogni decisione
}
online-clock-bank-rule = { $minutes } minuti per la partita, { $increment } s in più dopo ogni decisione
online-chat-message = Messaggio
