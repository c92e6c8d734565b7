# app: game words (en). Ids are kebab-case, prefixed by their area.

## The log's own lines and the session's errors
log-new-game = A new game: { $heading }, seed { $seed }.
log-round-one-begins = Round 1 begins.
log-loaded = Loaded after { $count } actions: { $heading }.
log-heading = { $map } / { $cards }, { $count ->
    [one] 1 player
   *[other] { $count } players
}
log-secret-bid = makes a secret bid
# a decision: the player, then what they do as the game words it ("takes Move 3")
log-decision = { $player } { $action }.
log-takes-back = { $player } takes back: { $action }.
error-game-over = the game is over
error-refused = { $reason } ({ $rule })
error-cannot-undo = only your own decisions since your turn began can be taken back, and only while nothing hidden or random was revealed
error-nothing-to-undo = nothing to take back
error-not-rebuilt = the game could not be rebuilt: { $reason } ({ $rule })
