# app: game words (it). Ids are kebab-case, prefixed by their area.

## The header

# same in every language
header-menu = Menu
header-save = Salva
    .tooltip = Salva la partita in { $folder }
header-undo = Annulla mossa
    .tooltip = Annulla: { $action }
header-undo-what = Annulla mossa: { $action }
header-undo-disabled = Si possono annullare solo le tue decisioni dall'inizio del tuo turno, finché nulla di nascosto o casuale è stato rivelato.
header-speed = Velocità
    .tooltip = Passi al secondo dei Treni e dei bot; 0: immediato
header-skip = Salta
    .tooltip = Mostra subito il resto dell'animazione
header-round = Round { $round } di { $rounds }
header-trains-running = i Treni sono in movimento…
header-moves-shown = mosse in corso…
header-thinking = { $player } sta pensando…
# same in every language
header-to-move = { $player }: { $pending }

## The players' panel

players-turn-order = Ordine di gioco
players-cash = Contanti
players-discs = dischetti { $hand }/{ $owned }
    .tooltip = Dischetti Azione in mano / posseduti ({ $supply } ancora nella riserva); dischetti Speculazione rimasti: { $speculation }
players-pyramids = piramidi { $count }
players-loans = prestiti { $count }
players-bike = bici
players-speed-tokens = segnalini Velocità { $count }
players-share = { $line } n. { $number }
players-speculation = { $line } specul. { $stake }
players-holdings =
    .tooltip = Stock (n.) e speculazioni (somma impegnata)
players-set-aside = messo da parte { $amount }
players-bid-bonus = yen bonus { $amount }
players-bid-made = offerta fatta
players-passed = ha passato
players-your-bid = La tua offerta segreta: { $amount }
players-more-below = Altri giocatori sotto

## The revenue track

track-title = Tracciato delle Entrate
track-scale = scala fino a { $amount }
track-value = { $line }: Valore { $value } (più alto { $high }, più basso { $low })
track-value-on-map = { $line }: Valore { $value } (più alto { $high }, più basso { $low }); il suo veicolo è sulla Mappa
track-value-heading = valore
track-high-heading = alto
    .tooltip = Il valore più alto accanto al Valore di una Linea: con due possessori di Stock lo prende il numero 1 alla fine.
track-low-heading = basso
    .tooltip = Il valore più basso accanto al Valore di una Linea: la somma minima da impegnare in una Speculazione e il massimo che paga; con due possessori di Stock lo prende il numero 2 alla fine.
track-high = più alto { $amount }
track-low = più basso { $amount }
track-value-bar = barra del Valore di { $line }
# the letter on a speed token
track-speed-letter = V
track-speed-token = Un segnalino Velocità: questa Linea avanza di un passo in più
track-speculation = Speculazione di { $player }, somma impegnata { $stake }
track-share-held = Stock numero { $number } di { $player }
track-share-in-stock = Stock numero { $number } ancora disponibile (costo aggiuntivo { $extra })
track-token = Segnalino
track-choose = Scegli
track-with-discounts = { $text } (con i dischetti Sconto usati: { $effects })

## The prompt

prompt-trains-running = I Treni sono in movimento…
prompt-moves-shown = Le mosse vengono mostrate…
prompt-waiting-for = In attesa di { $player }…
prompt-game-over = La partita è finita.
prompt-choices-elsewhere = { $count ->
    [one] 1 scelta sulla Mappa, sulle carte o sul tracciato (in verde)
   *[other] { $count } scelte sulla Mappa, sulle carte o sul tracciato (in verde)
}
prompt-with-fare = { $label } (tariffa { $fare })
# same in every language
prompt-with-gain = { $label } (+{ $amount })
prompt-confirm-bid = Conferma offerta
prompt-confirm-stake = Conferma somma impegnata
prompt-your-bid = La tua offerta
prompt-your-stake = La tua somma impegnata
prompt-your-bid-amount = La tua offerta: { $amount }
prompt-bid-counts-as = Vale { $total }: si aggiunge il tuo bonus d’offerta di { $bonus } (TM-6.4.2).
prompt-your-stake-amount = La tua somma impegnata: { $amount }
# same in every language
prompt-confirm-amount = { $confirm }: { $amount }
prompt-bid-secret = Segreto: gli altri vedono solo che hai fatto un'offerta, finché tutte le offerte sono fatte.
prompt-plan = Piano: { $plan }
prompt-cancel-plan = Annulla il piano
prompt-plan-pick-space = Sei a { $station }: scegli sul tabellone la casella dove scendere.
prompt-answer-once = Rispondi una volta per questo viaggio:
prompt-ride-to-end = Resta a bordo fino al capolinea
prompt-alight-at = Scendi a { $station }
prompt-board-nothing = Non salire su nulla in questa Fase dei Treni
prompt-with-discounts = { $text } ({ $effects } con i dischetti Sconto usati)
prompt-disc-for-good = { $text } — un dischetto ceduto per sempre non torna alla fine del round.
# same in every language
prompt-priced-station = { $station } { $cost }
# same in every language
prompt-priced-line = { $line }: { $effects }
prompt-then-where = { $text }. Poi scegli dove andare: { $count ->
    [one] 1 spazio
   *[other] { $count } spazi
} (in blu sulla Mappa).
prompt-then-choose = { $text }. Poi scegli: { $choices }.
prompt-then-choose-more = { $text }. Poi scegli: { $choices } e altre { $count }.
prompt-hint-cards = Passa sopra un'azione delle carte per vedere quanto costa e cosa fa; clicca per sceglierla.
prompt-hint-space = Clicca uno spazio verde sulla Mappa: più scuro è il verde, più linee si incontrano alle sue fermate.
prompt-hint-station = Clicca una Stazione verde sulla Mappa: l'etichetta dice quanto costa.
prompt-hint-line = Scegli una Linea sul Tracciato delle Entrate: il pulsante dice quanto costa.
prompt-hint-speed = { $count ->
    [one] Ora puoi mettere il tuo segnalino Velocità su una linea (TM-7.11): clicca «Segnalino» accanto a una linea sul tracciato dei ricavi, o prosegui senza.
   *[other] Ora puoi mettere i tuoi { $count } segnalini Velocità sulle linee (TM-7.11): clicca «Segnalino» accanto a una linea sul tracciato dei ricavi, una volta per segnalino, o prosegui senza.
}
prompt-hint-cards-speed = { $count ->
    [one] Prendi un’azione dalle carte: il tuo segnalino Velocità va su una linea mentre la prendi, una volta scelto il bersaglio (TM-7.11, D-20).
   *[other] Prendi un’azione dalle carte: i tuoi { $count } segnalini Velocità vanno sulle linee mentre la prendi, una volta scelto il bersaglio (TM-7.11, D-20).
}
prompt-hint-alight = Clicca uno spazio verde per scendere lì, oppure resta a bordo.

## The hand-over screen (hot seat, D-3)

hand-over-title = Offerta segreta
hand-over-pass = Passa lo schermo a { $player }.
hand-over-nobody-else = Nessun altro deve guardare: l'offerta resta nascosta finché tutte le offerte sono fatte.
hand-over-show-my-bid = Sono { $player }: mostra la mia offerta

## Why not

why-not-rules-link = Regole: { $section }
# a board tooltip cannot hold a link: a click pins the reason to the prompt, on the right
why-not-click-to-keep = Clicca per fissarlo a destra, con un link a “{ $link }” (oppure premi F1)
why-not-rule = regola { $rule }
why-not-not-now = Non ora: { $sentence }
# a refusal pinned to the prompt after a click on a refused place of the board
why-not-not-here = Non qui: { $sentence }
# the "×" button that puts a pinned refusal away: its tooltip, and its name for screen readers
why-not-put-away = Nascondi
    .name = Nascondi il motivo

## The game screen

game-show-breakdown = Mostra il punteggio di fine partita

## The card tray

cards-deck = mazzo { $count }
cards-gap = Una posizione vuota: la carta presa da qui non viene sostituita fino alla Fase di Rinnovo delle Carte Azione
cards-discard = Pila degli scarti ({ $count }): { $card }
cards-discard-empty = Pila degli scarti: vuota
cards-show = Mostra le carte
cards-hide = Nascondi le carte
cards-folded = Ora non si può prendere nessuna carta: le carte tornano nella Fase delle Azioni.
cards-spaces-empty = { $count ->
    [one] 1 casella, vuota
   *[other] { $count } caselle, vuote
}
cards-spaces-taken = { $count ->
    [one] 1 casella: { $discs }
   *[other] { $count } caselle: { $discs }
}
cards-discs-of = { $count ->
    [one] 1 dischetto di { $player }
   *[other] { $count } dischetti di { $player }
}
# an action on a card, then what it does ("Move 3: move your meeple …")
# same in every language
cards-action-sentence = { $action }: { $sentence }
cards-copy = Copia: { $action }
cards-lift = Usa i dischetti Sconto: { $action }
cards-taking-it = Se la scegli: { $tag }
cards-tag-discs-for-good = −{ $count } dischetto per sempre
cards-tag-discs = −{ $count } dischetto
cards-face-down = coperta

## What can I do?

moves-title = Le tue scelte ora
moves-close = Chiudi l'elenco
moves-nothing-now = Niente ora: tocca a { $player }.
moves-hand-over-first = { $player } offre in segreto: passa lo schermo; le scelte compaiono quando conferma di essere lì.
moves-nothing-game-over = Niente: la partita è finita.
moves-heading = { $player }: { $pending } — { $count } scelte
moves-do = Esegui: { $choice }
moves-reason-cost = { $reason } ({ $cost }.)

## The log

log-title = Registro
log-newer-below = Righe più recenti sotto
log-everyone = Tutti
log-filter = Registro di
    .tooltip = Mostra le righe di tutti, o di un solo giocatore
# same in every language ("round" stays English, as in the rulebook)
log-round-phase = Round { $round } · { $phase }

## The end of the game

end-ordinal = { $n }°
end-tie-break = parità a { $total }: { $place } sul Tracciato dell'Ordine di Gioco
end-winner = { $player } vince con { $total }
end-show-board = Mostra la Mappa
end-watch-replay = Guarda il replay
end-new-game = Nuova partita
end-place = Posizione
end-player = Giocatore
end-total = Totale
end-tie-break-heading = Spareggio
end-cash = Contanti
end-speculation-payouts = Pagamenti delle Speculazioni
end-stakes-returned = Somme impegnate restituite
end-shares-heading = Stock
# same in every language
end-share-line = { $line }: { $amount }
end-set-aside = Messo da parte
end-loans = Prestiti
end-winner-name = { $player } (vincitore)
end-new-best = Nuovo record!
end-solo-best = Record in solitario n. { $rank }

## The board

board-choose-in-list = { $station }: scegli nell'elenco
board-pyramid-of = Piramide di { $player }
board-building-costs = Costruire qui costa { $cost }
board-click = Clicca: { $choice }
board-zoom-in = Ingrandisci
board-zoom-out = Riduci
board-fit = Adatta
    .tooltip = Mostra tutta la Mappa
board-price-discounted = { $price } ({ $discounted } con lo sconto)
