# app: Chicago Express's screen and menu rows (it). Ids are kebab-case, prefixed by their area.

## The menu
menu-game = Gioco
chicago-menu-heading = CHICAGO EXPRESS da 2 a 6 giocatori: compra all'asta quote di compagnie ferroviarie, costruisci le loro linee verso ovest fino a Chicago e chiudi con più denaro di tutti.
chicago-menu-board = Mappa
    .tooltip = La mappa inclusa, oppure un file di mappa di Chicago Express (game = "chicago-express", docs/chicago-board-format.md) nella tua cartella delle mappe: { $folder }
chicago-menu-board-broken = { $file } (non giocabile)
chicago-menu-board-problem = { $file } non è giocabile: { $problem }
chicago-menu-bad-board = Il file di mappa scelto ha degli errori; scegli un'altra mappa.
chicago-menu-players = { $count ->
    [one] 1 giocatore
   *[other] { $count } giocatori
}
chicago-menu-add-seat = Aggiungi un posto
chicago-menu-remove-seat = Togli un posto
chicago-menu-seat = Posto { $seat }
chicago-seat-human = Persona
chicago-level-random = Bot: casuale
chicago-level-heuristic = Bot: euristico
chicago-level-search = Bot: ricerca
chicago-menu-rules = Regole
chicago-option-chicago-ends-build = Ogni arrivo a Chicago termina la costruzione
    .tooltip = Spento: solo il primo arrivo a Chicago termina la costruzione; dopo uno successivo essa prosegue (DCE-39)
chicago-option-banker = Banchiere
    .tooltip = Il banchiere apre la prima asta iniziale (DCE-5)
chicago-banker-first = Posto 1
chicago-banker-random = Estratto a sorte
chicago-banker-seat = Posto { $seat }
chicago-menu-bot-pace = Mosse dei bot
    .tooltip = Il tempo tra due mosse dei bot, per seguirle nel registro; 0 le gioca subito
# same in every language
chicago-menu-seconds = { " " }s
chicago-menu-start = Avvia Chicago Express
chicago-menu-bad-seed = Il seed deve essere un numero intero (o vuoto per uno casuale).

## The header
chicago-round = Round { $round } · { $phases ->
    [one] 1 Fase dei dividendi svolta
   *[other] { $phases } Fasi dei dividendi svolte
}
chicago-your-decision = { $player }, tocca a te decidere
chicago-bot-deciding = { $player } (bot) sta decidendo…
chicago-game-over = La partita è finita
# same in every language
chicago-menu = Menu
chicago-rules = Regole
chicago-what-can-i-do = Cosa posso fare?
chicago-undo = Annulla
    .tooltip = Annulla la tua ultima decisione (e le risposte dei bot)

## The decision at hand
chicago-choose-action = { $player }: scegli un’azione
chicago-building = { $player } costruisce per { $company } ({ $placed } piazzate)
chicago-group-auction = Mettere all’asta un’azione
chicago-group-build = Costruire la rete
chicago-group-decline = Rinunciare a un’azione
chicago-board-click-place = Fai clic su un esagono evidenziato per piazzarvi una locomotiva.
chicago-board-click-develop = Fai clic su un esagono evidenziato per svilupparlo.

## The auction
chicago-auction-initial = Asta iniziale
chicago-auction-share = Asta di un’azione
chicago-auction-opening = Apre la Wabash: asta di un’azione
chicago-high-bid = Offerta più alta: { $amount } di { $player }
chicago-no-bid = Ancora nessuna offerta; l’offerta minima è { $minimum }.
chicago-passed = Hanno passato: { $players }
chicago-passed-none = Nessuno ha ancora passato.
chicago-to-bid = Tocca a { $player } fare un’offerta.
chicago-your-bid = { $player }, la tua offerta:
chicago-bid-amount = Importo dell’offerta
chicago-cannot-bid = Non hai abbastanza denaro per superare l’offerta più alta.

## The dials
chicago-dials = Indicatori delle azioni
chicago-dial-steps = La lancetta ha percorso { $steps } dei { $red } passi fino al rosso.
chicago-dividend-when = Una Fase dei dividendi arriva quando un turno finisce con due lancette sul rosso.
chicago-dividend-now = Due lancette sono sul rosso: alla fine di questo turno arriva una Fase dei dividendi.

## The companies
chicago-companies = Compagnie
chicago-shares-left = Azioni
chicago-treasury = Cassa
chicago-income = Reddito
chicago-locomotives-left = Loco.
chicago-dividend = Per azione
chicago-held-by = Azionisti
chicago-holder = G{ $player }×{ $count }
chicago-closed = chiusa
    .tooltip = Apre quando una compagnia raggiunge Chicago per la prima volta

## The income track
chicago-income-track = Tracciato del reddito
    .tooltip = Il segnalino del reddito di ogni compagnia sta sulla casella del suo reddito; oltre 50 riparte dall’inizio del tracciato con il segnalino +50 (CE-1.8).
chicago-income-space = Tracciato del reddito, casella { $space }
chicago-income-marker = { $company }: reddito { $income }
chicago-income-marker-plus = { $company }: reddito { $income } (casella { $space } e il segnalino +{ $plus })
chicago-income-closed = { $company }: non ancora aperta, il suo segnalino attende accanto al tracciato

## The players
chicago-players = Giocatori
chicago-person = persona
# same in every language
chicago-bot = bot: { $name }

## The board
chicago-hex-cost = Costruire qui costa { $cost }
chicago-hex-income = reddito { $income }
chicago-hex-house = valore della casetta { $value }
chicago-hex-locomotives = Locomotive: { $companies }
chicago-hex-start = Qui parte { $company }
chicago-hex-click = Clic: { $choice }

## Why not
chicago-why-not-click = Fai clic per tenerlo, con un collegamento a «{ $section }».
chicago-why-not-rule = Regola { $rule }
chicago-why-not-rules = Regole: { $section }
chicago-why-not-close = Chiudi

## What can I do?, the log, the rules
chicago-moves-count = { $count ->
    [one] 1 cosa che puoi fare:
   *[other] { $count } cose che puoi fare:
}
chicago-log = Registro
chicago-no-rules = Ancora nessun aiuto alle regole per questo gioco.
chicago-help-rules = Regole: { $rules }

## The end
chicago-winners = { $count ->
    [one] Vince: { $players }
   *[other] Vincono: { $players }
}
chicago-place = Posizione
chicago-player = Giocatore
chicago-cash = Denaro
chicago-ordinal = { $n }°
chicago-back-to-menu = Torna al menu
chicago-show-board = Mostra il tabellone
chicago-show-end = Mostra i risultati

## Salvataggi e replay
chicago-save = Salva
    .tooltip = Conserva la partita come nuovo file nella cartella dei salvataggi, per caricarla o rivederla più tardi
chicago-variant-ends-build = ogni arrivo a Chicago termina la costruzione
chicago-variant-banker-seat = banchiere: posto { $seat }
chicago-variant-banker-random = banchiere sorteggiato
chicago-watching = Replay di { $file }
chicago-replay-first = « Inizio
chicago-replay-back = < Indietro
chicago-replay-forward = Avanti >
chicago-replay-last = Fine »
chicago-replay-position = Decisione { $at } di { $count }
chicago-replay-slider = Punto della partita
