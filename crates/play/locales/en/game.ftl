# play: game words (en). Ids are kebab-case, prefixed by their area.

## The log's own lines and the session's errors
log-new-game = A new game: { $heading }, seed { $seed }.
log-round-one-begins = Round 1 begins.
log-loaded = Loaded after { $count } actions: { $heading }.
log-heading = { $map } / { $cards }, { $count ->
    [one] 1 player
   *[other] { $count } players
}
log-secret-bid = makes a secret bid
log-takes-back = { $player } takes back “{ $choice }”.
log-takes-back-bid = { $player } takes back their secret bid.
error-game-over = the game is over
error-refused = { $reason } ({ $rule })
error-cannot-undo = only your own decisions since your turn began can be taken back, and only while nothing hidden or random was revealed
error-nothing-to-undo = nothing to take back
error-not-rebuilt = the game could not be rebuilt: { $reason } ({ $rule })

## Lists
# between the items of a list ("pay ¥300, give up an action disc for good")
list-separator = {", "}

## The prompt
plan-ride-to-end = staying aboard to the end of the line
plan-alight-at = alighting at { $station }
plan-board-nothing = boarding nothing this train phase
# What a space for the meeple touches ("What can I do?" while placing).
place-touches = Touches { $count ->
    [one] line { $lines }
   *[other] { $count } lines, { $lines }
}: { $stations }.
place-touches-nothing = Touches no stop: from here you can build and board only after moving.

## The table of any game (table/)
table-new-game = A new game of { $game } for { $count } players, seed { $seed }.
table-error-setup = the game cannot be set up: { $reason }
table-error-seats = the game has { $seats } seats, but { $players } players were given
table-error-unknown-bot = no bot called “{ $name }” plays this game
table-error-persons-seat = seat { $seat } is played by a person, not a bot
table-error-not-your-turn = it is not a person’s turn
table-error-not-rebuilt = the game could not be played again from its start: { $reason }
table-error-save = the save cannot be used: { $reason }
table-error-other-setup = the saved setup does not give the game at the table
online-figures-at-the-end = The figures of every round are shown once the game is over.
