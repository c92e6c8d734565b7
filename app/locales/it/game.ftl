# app: game words (it). Ids are kebab-case, prefixed by their area.

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
# a decision: the player, then what they do as the game words it ("takes Move 3")
# same in every language
log-decision = { $player } { $action }.
log-takes-back = { $player } annulla: { $action }.
error-game-over = la partita è finita
# same in every language
error-refused = { $reason } ({ $rule })
error-cannot-undo = si possono annullare solo le tue decisioni dall'inizio del tuo turno, e solo finché nulla di nascosto o casuale è stato rivelato
error-nothing-to-undo = niente da annullare
error-not-rebuilt = non è stato possibile ricostruire la partita: { $reason } ({ $rule })
