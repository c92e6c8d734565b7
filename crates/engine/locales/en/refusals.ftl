# engine: refusals words (en). Ids are kebab-case, prefixed by their area.
# Why an action is refused ("why not"); the rule's ID is added after it by the code. Amounts after ¥ are plain
# numbers, as the refusal has always written them.

## Refusals of a decision

refusal-game-over = the game is over
refusal-bid-steps = bids are in ¥100 steps, not ¥{ $amount }
refusal-bid-range = a bid is from ¥0 up to your cash (¥{ $cash }), not ¥{ $amount }
refusal-own-card-only = only the player who took this card with the Card action may use it
refusal-not-in-reach = that action is not in your reach
refusal-nobody-to-act = nobody is to act
refusal-move = meeples move orthogonally, up to 2 spaces (3 with a bike), never onto another meeple
refusal-place = place your meeple on an empty space
refusal-alight = you may alight only from a vehicle that has moved since you boarded, onto a free space touching its station
refusal-board = you may board only a vehicle at a stop your meeple touches, paying ¥100 unless you hold a share (TM-10.2, D-14)
refusal-stake = the stake is at least ¥{ $low } and at most your cash, in ¥100 steps, not ¥{ $amount }
refusal-lift = lift only your own discs from a Discount action onto an action with a yen cost
refusal-assign = assign an unassigned speed token to a line with an empty disc slot, keeping the action possible (D-20)
refusal-no-module-action = no rule module of this game offers that action
refusal-cannot-pay-yet = you cannot yet pay the action's cost
refusal-not-a-choice = not a choice now: the game waits for: { $pending }
refusal-not-a-choice-now = not a choice now

## Refusals of an action's target

refusal-target-move = Move goes up to its distance (one more with a bike), orthogonally, never onto or through another meeple (TM-6.5.3)
refusal-target-station = build only on a station without a pyramid that your meeple touches and that you can pay for
refusal-target-station-swap = build only on a station without a pyramid that your meeple touches
refusal-target-invest = not a line of which you hold a share or on which you speculate, nor one whose stock is gone or that you cannot pay for
refusal-target-invest-by-disc = not a line of which you hold a share, nor one whose stock is gone or whose extra you cannot pay
refusal-target-start = choose a train that is not on the map
refusal-target-speculate = a line with a value of at least ¥100, an empty disc slot, no share of yours and a stake you can pay
refusal-target-card = take the top card of a discard pile that is not empty and that a rule module does not keep out of reach
refusal-target-sell = sell only a share you hold
refusal-target-swap-payment = pay with an unassigned speed token or your bike

## Refusals of taking an action

refusal-no-such-action = no such action
refusal-disc-on-action = the action is not available: a disc is on it
refusal-needs-discs = it needs { $needed } action discs and you have { $discs }
refusal-no-effect-off-grid = it would have no effect: your meeple is not on the grid (alight first, D-5)
refusal-no-effect-no-free-space = it would have no effect: no free space to move to
refusal-no-effect-no-pyramid = it would have no effect: you have no pyramid left (TM-7.3)
refusal-no-effect-no-swap-payment = it would have no effect: you have no unassigned speed token and no bike (TM-7.4)
refusal-no-station-to-pay = your meeple touches no station without a pyramid that you can pay for
refusal-invest-by-disc-discs = you need one more action disc to give up
refusal-no-share-to-buy = no line has a share you may buy and can pay for
refusal-no-effect-trains-on-map = it would have no effect: every train is on the map
refusal-no-loan-token = no loan token is left in the supply
refusal-no-effect-no-loan = it would have no effect: you hold no loan
refusal-repay-cost = repaying costs ¥{ $cost } and you have ¥{ $cash }
refusal-speculation-discs-used = you have used both speculation discs
refusal-no-speculation-line = no line with value ≥ ¥100, a free slot, no share of yours and a stake you can pay
refusal-no-effect-no-speed-token = it would have no effect: no speed token is left in the supply
refusal-max-discs = you already have { $max } action discs
refusal-no-effect-no-disc-in-supply = it would have no effect: none of your discs is left in the supply
refusal-cost = it costs ¥{ $cost } and you have ¥{ $cash }
refusal-has-bike = you already have a bike
refusal-no-effect-no-bike = it would have no effect: no bike is left in the supply
refusal-no-effect-no-card = it would have no effect: every discard pile is empty, or its top card may not be taken
refusal-no-effect-no-share = it would have no effect: you hold no share
refusal-copy-waiting = your Copy disc from an earlier Copy is still waiting to be used
refusal-copy-no-disc = it would have no effect: you need an action disc left after the Copy disc to copy with
refusal-no-module-implements = no rule module of this game implements this action
refusal-no-loaded-module = no loaded rule module implements this action

## What the game waits for

pending-bid = secret bid for turn order
pending-place = place your meeple
pending-move = move your meeple
pending-turn = take an action or pass
pending-target = choose the action's target
pending-swap-payment = pay with a speed token or the bike
pending-stake = choose your stake
pending-discounts = lift discounts onto this action
pending-speed = assign speed tokens
pending-choose = choose
pending-forced-alight = alight: the train leaves the map
pending-trains = board, alight or wait
pending-over = the game is over

## Errors

# $player: who was to move; $action: what they tried, as the log narrates it (a verb phrase).
error-illegal-action = not allowed: { $player } { $action } — { $reason } ({ $rule })
# When nobody is to move (the game is over).
error-illegal-action-nobody = not allowed: { $reason } ({ $rule })
error-setup-players = a game has 1 to 5 players, not { $players } (TM-1.6)
error-setup-too-few-cards = the card set has { $cards } cards per column, too few to deal { $dealt } per column (TM-3.4, MC-2)
error-setup-too-many-modules = { $count } rule modules are too many: at most 255 in one game
error-setup-too-many-cards = { $count } action cards are too many: at most 254 in one game
refusal-module-failed = the rule module { $module } failed and is disabled: { $why }
# $what: map, card-set, module or action-kind; $key is quoted
error-registry-duplicate = { $what ->
    [map] a map called { $key } is already registered
    [card-set] a card set called { $key } is already registered
    [module] a module called { $key } is already registered
   *[action-kind] a action kind called { $key } is already registered
}
error-rule-option-name = a rule option's name has 1 to 64 characters, not { $length }

## What a plugin's module left in the game or handed back out of range (module/valid.rs); $part is an
## invalid-part, $kind an id's kind, $value and $count plain numbers, money already written as ¥1,200
invalid-part = { $part ->
    [meeple] a player's meeple
    [player] a player's pieces and money
    [order] the turn order
    [line] a line's state
    [column] a column of cards
    [occupants] the discs on the actions
    [pyramids] the pyramids
    [supply] the general supply
    [pending] the decision pending
    [modules] the modules' states
    [event] an event
    [action] an action it offers
    [stage] a stage it asks
    [deal] the columns it dealt
    [pieces] its pieces on the board
    [payment] a payment
    [scoring] its end scoring
   *[payouts] its payout rules
}
invalid-out-of-range = { $kind ->
    [space] space
    [stop] stop
    [station] station
    [line] line
    [card] card
    [column] column
    [player] player
    [vehicle] vehicle
    [action] action
    [turn] turn position
    [share] share
   *[slot] disc slot
} id { $value } is out of range (the game has { $count }), in { $part }
invalid-money = the amount { $amount } is out of bounds, in { $part }
invalid-payment = a change of { $delta } to Player { $player }'s cash ({ $cash }) would leave it below ¥0 or above ¥100,000,000 (D-2); it was not made
invalid-count = { $value } pieces where there are at most { $most }, in { $part }
invalid-size = a table of the state changed its size from { $was } to { $now }, in { $part }
invalid-card-column = card id { $card } lies in column { $column }, which is not its own
invalid-card-twice = card id { $card } is in two places at once
invalid-rows = column { $column } shows { $rows } rows, not the { $dealt } the game deals (TM-3.4)
invalid-order = the turn order does not hold every player once
invalid-foreign = it names the module id { $module }, not its own, in { $part }
# $option and $owner are quoted
error-registry-option-taken = the rule option { $option } already belongs to the module { $owner }
