# app: game words (en). Ids are kebab-case, prefixed by their area.

## The header

header-menu = Menu
header-save = Save
    .tooltip = Save the game in { $folder }
header-undo = Undo
    .tooltip = Take back: { $action }
header-undo-what = Undo: { $action }
header-undo-disabled = Only your own decisions since your turn began can be taken back, while nothing hidden or random was revealed.
header-speed = Speed
    .tooltip = Steps per second of the trains and the bots; 0: instant
header-skip = Skip
    .tooltip = Show the rest of the animation at once
header-round = Round { $round } of { $rounds }
header-trains-running = trains running…
header-moves-shown = showing the moves…
header-thinking = { $player } is thinking…
header-to-move = { $player }: { $pending }

## The players' panel

players-turn-order = Turn order
players-cash = Cash
players-discs = discs { $hand }/{ $owned }
    .tooltip = Action discs in hand / owned ({ $supply } more in the supply); speculation discs left { $speculation }
players-pyramids = pyramids { $count }
players-loans = loans { $count }
players-bike = bike
players-speed-tokens = speed tokens { $count }
players-share = { $line }#{ $number }
players-speculation = { $line } spec. { $stake }
players-holdings = 
    .tooltip = Shares (#number) and speculations (stake)
players-set-aside = set aside { $amount }
players-bid-bonus = bid bonus { $amount }
players-bid-made = bid made
players-passed = passed
players-your-bid = Your secret bid: { $amount }
players-more-below = More players below

## The revenue track

track-title = Revenue track
track-scale = scale to { $amount }
track-value = { $line }: value { $value } (high { $high }, low { $low })
track-value-on-map = { $line }: value { $value } (high { $high }, low { $low }); its vehicle is on the map
track-value-heading = value
track-high-heading = high
    .tooltip = The high number beside a line's value: with two shareholders, #1 takes it at the end.
track-low-heading = low
    .tooltip = The low number beside a line's value: a speculation's least stake, and the most it pays; with two shareholders, #2 takes it at the end.
track-high = high { $amount }
track-low = low { $amount }
track-value-bar = value bar of { $line }
# the letter on a speed token
track-speed-letter = S
track-speed-token = A speed token: this line moves one more step
track-speculation = { $player }'s speculation, stake { $stake }
track-share-held = Share #{ $number } of { $player }
track-share-in-stock = Share #{ $number } in stock (extra { $extra })
track-token = Token
track-choose = Choose
track-with-discounts = { $text } (with your discounts lifted: { $effects })

## The prompt

prompt-trains-running = The trains are running…
prompt-moves-shown = The moves are being shown…
prompt-waiting-for = Waiting for { $player }…
prompt-game-over = The game is over.
prompt-choices-elsewhere = { $count ->
    [one] 1 choice on the board, cards or track (in green)
   *[other] { $count } choices on the board, cards or track (in green)
}
prompt-with-fare = { $label } ({ $fare } fare)
prompt-with-gain = { $label } (+{ $amount })
prompt-confirm-bid = Confirm bid
prompt-confirm-stake = Confirm stake
prompt-your-bid = Your bid
prompt-your-stake = Your stake
prompt-your-bid-amount = Your bid: { $amount }
prompt-bid-counts-as = It counts as { $total }: your bid bonus of { $bonus } is added (TM-6.4.2).
prompt-your-stake-amount = Your stake: { $amount }
prompt-confirm-amount = { $confirm }: { $amount }
prompt-bid-secret = Secret: the others see only that you bid, until all bids are in.
prompt-plan = Plan: { $plan }
prompt-cancel-plan = Cancel plan
prompt-plan-pick-space = You are at { $station }: pick the space to alight on, on the board.
prompt-answer-once = Answer once for this ride:
prompt-ride-to-end = Stay aboard to the end of the line
prompt-alight-at = Alight at { $station }
prompt-board-nothing = Board nothing this train phase
prompt-with-discounts = { $text } ({ $effects } with your discounts lifted)
prompt-disc-for-good = { $text } — a disc given up for good does not come back at the end of the round.
prompt-priced-station = { $station } { $cost }
prompt-priced-line = { $line }: { $effects }
prompt-then-where = { $text }. Then choose where to go: { $count ->
    [one] 1 space
   *[other] { $count } spaces
} (blue on the board).
prompt-then-choose = { $text }. Then choose: { $choices }.
prompt-then-choose-more = { $text }. Then choose: { $choices } and { $count } more.
prompt-hint-cards = Hover an action on the cards to see what it costs and does; click to take it.
prompt-hint-space = Click a green space on the board: the darker the green, the more lines meet at its stops.
prompt-hint-station = Click a green station on the board: the tag says what it costs.
prompt-hint-line = Choose a line on the revenue track: the button says what it costs.
prompt-hint-speed = { $count ->
    [one] Now you may put your speed token on a line (TM-7.11): click "Token" beside a line on the revenue track, or go on without.
   *[other] Now you may put your { $count } speed tokens on lines (TM-7.11): click "Token" beside a line on the revenue track, once per token, or go on without.
}
prompt-hint-cards-speed = { $count ->
    [one] Take an action from the cards: your speed token goes on a line while you take it, once its target is chosen (TM-7.11, D-20).
   *[other] Take an action from the cards: your { $count } speed tokens go on lines while you take it, once its target is chosen (TM-7.11, D-20).
}
prompt-hint-alight = Click a green space to alight there, or stay aboard.

## The hand-over screen (hot seat, D-3)

hand-over-title = Secret bid
hand-over-pass = Pass the screen to { $player }.
hand-over-nobody-else = Nobody else should look: the bid stays hidden until every bid is in.
hand-over-show-my-bid = I am { $player }: show my bid

## Why not

why-not-rules-link = Rules: { $section }
# a board tooltip cannot hold a link: a click pins the reason to the prompt, on the right
why-not-click-to-keep = Click to keep this on the right, with a link to “{ $link }” (or press F1)
why-not-rule = rule { $rule }
why-not-not-now = Not now: { $sentence }
# a refusal pinned to the prompt after a click on a refused place of the board
why-not-not-here = Not here: { $sentence }
# the "×" button that puts a pinned refusal away: its tooltip, and its name for screen readers
why-not-put-away = Put this away
    .name = Put the reason away

## The game screen

game-show-breakdown = Show the final breakdown

## The card tray

cards-deck = deck { $count }
cards-gap = A gap: the card taken from here is not replaced until the refresh
cards-discard = Discard ({ $count }): { $card }
cards-discard-empty = Discard: empty
cards-show = Show the cards
cards-hide = Hide the cards
cards-folded = No card can be taken now: the cards come back in the action phase.
cards-spaces-empty = { $count ->
    [one] 1 action space, empty
   *[other] { $count } action spaces, empty
}
cards-spaces-taken = { $count ->
    [one] 1 action space: { $discs }
   *[other] { $count } action spaces: { $discs }
}
cards-discs-of = { $count ->
    [one] 1 disc of { $player }
   *[other] { $count } discs of { $player }
}
# an action on a card, then what it does ("Move 3: move your meeple …")
cards-action-sentence = { $action }: { $sentence }
cards-copy = Copy: { $action }
cards-lift = Lift: { $action }
cards-taking-it = Taking it: { $tag }
cards-tag-discs-for-good = −{ $count } disc for good
cards-tag-discs = −{ $count } disc
cards-face-down = face down

## What can I do?

moves-title = Your choices now
moves-close = Close the list
moves-nothing-now = Nothing now: { $player } is to move.
moves-hand-over-first = { $player } bids in secret: pass the screen to them; their choices show once they say they are there.
moves-nothing-game-over = Nothing: the game is over.
moves-heading = { $player }: { $pending } — { $count } choices
moves-do = Do: { $choice }
moves-reason-cost = { $reason } (You { $cost }.)

## The log

log-title = Log
log-newer-below = Newer lines below
log-everyone = Everyone
log-filter = Log of
    .tooltip = Show everyone's lines, or one player's
log-round-phase = Round { $round } · { $phase }

## The end of the game

end-ordinal = { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
}
end-tie-break = tie at { $total }: { $place } on the turn-order track
end-winner = { $player } wins with { $total }
end-show-board = Show the board
end-watch-replay = Watch the replay
end-new-game = New game
end-place = Place
end-player = Player
end-total = Total
end-tie-break-heading = Tie-break
end-cash = Cash
end-speculation-payouts = Speculation payouts
end-stakes-returned = Stakes returned
end-shares-heading = Shares
# a line's letter and what its shares paid a player: "Y: ¥1,500"
end-share-line = { $line }: { $amount }
end-set-aside = Set aside
end-loans = Loans
end-winner-name = { $player } (winner)
end-new-best = A new best!
end-solo-best = Solo best #{ $rank }

## The board

board-choose-in-list = { $station }: choose in the list
board-pyramid-of = Pyramid of { $player }
board-building-costs = Building here costs { $cost }
board-click = Click: { $choice }
board-zoom-in = Zoom in
board-zoom-out = Zoom out
board-fit = Fit
    .tooltip = Show the whole board
board-price-discounted = { $price } ({ $discounted } with discount)
