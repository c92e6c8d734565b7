# app: Chicago Express's screen and menu rows (en). Ids are kebab-case, prefixed by their area.

## The menu
menu-game = Game
chicago-menu-heading = CHICAGO EXPRESS for 2 to 6 players: buy shares of railway companies at auction, build their track west toward Chicago, and hold the most cash at the end.
chicago-menu-board = Board
    .tooltip = The built-in board, or a Chicago Express board file (game = "chicago-express", docs/chicago-board-format.md) in your maps folder: { $folder }
chicago-menu-board-broken = { $file } (cannot be played)
chicago-menu-board-problem = { $file } cannot be played: { $problem }
chicago-menu-bad-board = The board file chosen has problems; choose another board.
chicago-menu-players = { $count ->
    [one] 1 player
   *[other] { $count } players
}
chicago-menu-add-seat = Add a seat
chicago-menu-remove-seat = Remove a seat
chicago-menu-seat = Seat { $seat }
chicago-seat-human = Person
chicago-level-random = Bot: random
chicago-level-heuristic = Bot: heuristic
chicago-level-search = Bot: search
chicago-menu-rules = Rules
chicago-option-chicago-ends-build = Every arrival at Chicago ends the building action
    .tooltip = Off: only the first arrival at Chicago ends the building action; after a later one it goes on (DCE-39)
chicago-option-banker = Banker
    .tooltip = The banker starts the first initial auction (DCE-5)
chicago-banker-first = Seat 1
chicago-banker-random = Drawn by lot
chicago-banker-seat = Seat { $seat }
chicago-menu-bot-pace = Bots’ moves
    .tooltip = The time between two bots’ moves, to follow them in the log; 0 plays them at once
chicago-menu-seconds = { " " }s
chicago-menu-start = Start Chicago Express
chicago-menu-bad-seed = The seed must be a whole number (or empty for a random one).

## The header
chicago-round = Round { $round } · { $phases ->
    [one] 1 Dividend Phase held
   *[other] { $phases } Dividend Phases held
}
chicago-your-decision = { $player }, your decision
chicago-bot-deciding = { $player } (bot) is deciding…
chicago-game-over = The game is over
chicago-menu = Menu
chicago-rules = Rules
chicago-what-can-i-do = What can I do?
chicago-undo = Undo
    .tooltip = Take back your last decision (and the bots’ answers to it)

## The decision at hand
chicago-choose-action = { $player }: choose an action
chicago-building = { $player } builds for { $company } ({ $placed } placed)
chicago-group-auction = Auction a share
chicago-group-build = Build track
chicago-group-decline = Decline an action
chicago-board-click-place = Click a highlighted hex to place a locomotive there.
chicago-board-click-develop = Click a highlighted hex to develop it.

## The auction
chicago-auction-initial = Initial auction
chicago-auction-share = Share auction
chicago-auction-opening = Wabash opens: share auction
chicago-high-bid = High bid: { $amount } by { $player }
chicago-no-bid = No bid yet; the minimum is { $minimum }.
chicago-passed = Passed: { $players }
chicago-passed-none = Nobody has passed yet.
chicago-to-bid = { $player } is to bid.
chicago-your-bid = { $player }, your bid:
chicago-bid-amount = Bid amount
chicago-cannot-bid = You have too little cash to outbid the high bid.

## The dials
chicago-dials = Action dials
chicago-dial-steps = The needle has gone { $steps } of { $red } steps to red.
chicago-dividend-when = A Dividend Phase comes when a turn ends with two needles on red.
chicago-dividend-now = Two needles are on red: a Dividend Phase comes at the end of this turn.

## The companies
chicago-companies = Companies
chicago-shares-left = Shares
chicago-treasury = Treasury
chicago-income = Income
chicago-locomotives-left = Locos
chicago-dividend = Per share
chicago-held-by = Holders
chicago-holder = P{ $player }×{ $count }
chicago-closed = closed
    .tooltip = Opens when a company first reaches Chicago

## The income track
chicago-income-track = Income track
    .tooltip = Each company's income marker stands on the space of its income; an income above 50 restarts at the beginning of the track with the +50 marker (CE-1.8).
chicago-income-space = Income track, space { $space }
chicago-income-marker = { $company }: income { $income }
chicago-income-marker-plus = { $company }: income { $income } (space { $space } and the +{ $plus } marker)
chicago-income-closed = { $company }: not open yet, its marker waits beside the track

## The players
chicago-players = Players
chicago-person = person
chicago-bot = bot: { $name }

## The board
chicago-hex-cost = Costs { $cost } to build here
chicago-hex-income = income { $income }
chicago-hex-house = house value { $value }
chicago-hex-locomotives = Locomotives: { $companies }
chicago-hex-start = { $company } starts here
chicago-hex-click = Click: { $choice }

## Why not
chicago-why-not-click = Click to keep this, with a link to “{ $section }”.
chicago-why-not-rule = Rule { $rule }
chicago-why-not-rules = Rules: { $section }
chicago-why-not-close = Close

## What can I do?, the log, the rules
chicago-moves-count = { $count ->
    [one] 1 thing you can do:
   *[other] { $count } things you can do:
}
chicago-log = Log
chicago-no-rules = No rules help for this game yet.
chicago-help-rules = Rules: { $rules }

## The end
chicago-winners = { $count ->
    [one] Winner: { $players }
   *[other] Winners: { $players }
}
chicago-place = Place
chicago-player = Player
chicago-cash = Cash
chicago-ordinal = { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
}
chicago-back-to-menu = Back to the menu
chicago-show-board = Show the board
chicago-show-end = Show the results

## Saves and replays
chicago-save = Save
    .tooltip = Keep the game as a new file in the saves folder, to load or watch later
chicago-variant-ends-build = every arrival at Chicago ends building
chicago-variant-banker-seat = banker: seat { $seat }
chicago-variant-banker-random = banker drawn by lot
chicago-watching = Watching { $file }
chicago-replay-first = « Start
chicago-replay-back = < Back
chicago-replay-forward = Forward >
chicago-replay-last = End »
chicago-replay-position = Decision { $at } of { $count }
chicago-replay-slider = Position in the game
