# play: game words (it). Ids are kebab-case, prefixed by their area.

## The log's own lines and the session's errors
log-new-game = Una nuova partita: { $heading }, seed { $seed }.
log-round-one-begins = Inizia il round 1.
log-loaded = Caricata dopo { $count ->
    [one] 1 azione
   *[other] { $count } azioni
}: { $heading }.
log-heading = { $map } / { $cards }, { $count ->
    [one] 1 giocatore
   *[other] { $count } giocatori
}
log-secret-bid = fa un'offerta segreta
log-takes-back = { $player } annulla «{ $choice }».
log-takes-back-bid = { $player } annulla la sua offerta segreta.
error-game-over = la partita è finita
# same in every language
error-refused = { $reason } ({ $rule })
error-cannot-undo = si possono annullare solo le tue decisioni dall'inizio del tuo turno, e solo finché nulla di nascosto o casuale è stato rivelato
error-nothing-to-undo = niente da annullare
error-not-rebuilt = non è stato possibile ricostruire la partita: { $reason } ({ $rule })

## Lists
# between the items of a list ("pay ¥300, give up an action disc for good")
# same in every language
list-separator = {", "}

## The prompt
plan-ride-to-end = resti a bordo fino al capolinea
plan-alight-at = scendi a { $station }
plan-board-nothing = non sali su nulla in questa Fase dei Treni
# What a space for the meeple touches ("What can I do?" while placing).
place-touches = Tocca { $count ->
    [one] la linea { $lines }
   *[other] { $count } linee, { $lines }
}: { $stations }.
place-touches-nothing = Non tocca nessuna fermata: potrai costruire e salire solo dopo esserti mosso.

## The table of any game (table/)
table-new-game = Una nuova partita di { $game } per { $count } giocatori, seed { $seed }.
table-error-setup = la partita non si può preparare: { $reason }
table-error-seats = la partita ha { $seats } posti, ma sono stati indicati { $players } giocatori
table-error-unknown-bot = nessun bot di nome «{ $name }» gioca a questo gioco
table-error-persons-seat = il posto { $seat } è di una persona, non di un bot
table-error-not-your-turn = non è il turno di una persona
table-error-not-rebuilt = non è stato possibile rigiocare la partita dall’inizio: { $reason }
table-error-save = il salvataggio non è utilizzabile: { $reason }
table-error-other-setup = l’impostazione salvata non dà la partita al tavolo
online-figures-at-the-end = Le cifre di ogni round appaiono quando la partita è finita.
