# engine: narration words (en). Ids are kebab-case, prefixed by their area.
# Players, lines, stations and stops come in as names; money as written text (¥1,200); counts as numbers.

## Players and phases

player-name = Player { $number }
phase-turn-order = Turn-order phase
phase-movement = Movement phase
phase-actions = Action phase
phase-trains = Train phase
phase-ended = The game is over

## Events

log-round-begins = Round { $round } begins.
log-refreshed-discarded = { $column } column: { $old } goes to the discard pile; { $new } is dealt.
log-refreshed = { $column } column: { $new } is dealt.
log-bid-made = { $player } makes a secret bid.
log-bids-revealed = Bids revealed: { $bids }.
log-bid-with-bonus = { $player } { $bid } + { $bonus } bonus
log-turn-order = Turn order: { $players }.
# $reason: bid, pass-bonus, action-cost, share-extra, loan, stake, station-payout, fare, sell, or module ($why says why)
log-cash-pays = { $reason ->
    [bid] { $player } pays { $amount } for the turn-order bid.
    [pass-bonus] { $player } pays { $amount } for passing with discs left.
    [action-cost] { $player } pays { $amount } for the action.
    [share-extra] { $player } pays { $amount } as the share's extra.
    [loan] { $player } pays { $amount } for the loan.
    [stake] { $player } pays { $amount } as the speculation stake.
    [station-payout] { $player } pays { $amount } from the station payout.
    [fare] { $player } pays { $amount } as the fare.
    [sell] { $player } pays { $amount } set aside from the sale.
   *[module] { $player } pays { $amount } { $why }.
}
log-cash-receives = { $reason ->
    [bid] { $player } receives { $amount } for the turn-order bid.
    [pass-bonus] { $player } receives { $amount } for passing with discs left.
    [action-cost] { $player } receives { $amount } for the action.
    [share-extra] { $player } receives { $amount } as the share's extra.
    [loan] { $player } receives { $amount } for the loan.
    [stake] { $player } receives { $amount } as the speculation stake.
    [station-payout] { $player } receives { $amount } from the station payout.
    [fare] { $player } receives { $amount } as the fare.
    [sell] { $player } receives { $amount } set aside from the sale.
   *[module] { $player } receives { $amount } { $why }.
}
# what a rule module without words of its own pays or receives for, after "pays ¥100"
log-reason-house-rule = by a house rule
log-value-falls = { $line } falls { $delta } to { $value }.
log-value-rises = { $line } rises { $delta } to { $value }.
log-meeple-moved = { $player }'s meeple goes { $space }.
log-action-taken = { $player } takes { $action }.
log-passed = { $player } passes.
log-station-built = { $player } builds a station at { $station }.
log-share-taken = { $player } takes share #{ $number } of { $line }.
log-share-sold = { $player } sells their share of { $line } and sets { $amount } aside.
log-speculated = { $player } speculates on { $line } with a stake of { $stake }.
log-speed-taken = { $count ->
    [one] { $player } takes 1 speed token: it goes on a line during a later action of theirs, once that action is chosen (TM-7.11).
   *[other] { $player } takes { $count } speed tokens: they go on lines during a later action of theirs, once that action is chosen (TM-7.11).
}
log-speed-assigned = { $player } assigns a speed token to { $line }.
log-token-returned = { $player } returns a speed token to the supply.
log-bike-taken = { $player } takes a bike.
log-bike-returned = { $player } returns their bike to the supply.
log-loan-taken = { $player } takes a loan.
log-loan-repaid = { $player } repays a loan.
log-disc-gained = { $player } gains an action disc.
log-disc-given-up = { $player } gives up an action disc for good.
log-bid-bonus = { $player } sets { $amount } beside their turn-order disc for the next bid.
log-discount-lifted = { $player } lifts their discs from { $action } for { $amount } off.
log-card-taken = { $player } takes { $card } from the { $column } discard pile.
log-card-taken-unknown-column = { $player } takes { $card } from a discard pile.
# $vehicle is the vehicle as a subject, capitalised ("The G train")
log-vehicle-placed = { $vehicle } is placed at { $stop }.
log-vehicle-moved = { $vehicle } moves to { $stop }.
log-vehicle-removed = { $vehicle } leaves the map.
log-station-payout = { $station } pays out to its owner { $owner }: { $line } rises { $rise }.
log-station-payout-cash = { $station } pays out to its owner { $owner }: { $line } rises { $rise } and { $owner } receives { $cash }.
log-boarded = { $player } boards { $vehicle }.
log-alighted = { $player } alights { $space }.
log-discs-returned = All action discs return to their owners.
log-module-event = Module #{ $module } event { $kind }.
log-payout-speculation = { $player } receives { $amount } for a speculation on { $line }.
log-payout-stake-return = { $player } gets the { $amount } stake on { $line } back.
log-payout-share = { $player } receives { $amount } for a share of { $line }.
log-payout-set-aside = { $player } adds the { $amount } set aside by selling.
log-payout-loan = { $player } pays { $amount } for loans still held.
# a payout that names no line
log-payout-any-line = a line
log-game-over = Final totals: { $totals }. { $winner } wins.

## Choices: what the player to move does, without the subject ("bids ¥300")

choice-bid = bids { $amount }
choice-place = places their meeple { $space }
choice-move = moves { $space }
choice-stay = stays where they are
choice-take = takes { $action }
choice-copy = copies { $action }
choice-pass-with-discs = { $count ->
    [one] passes with 1 disc left
   *[other] passes with { $count } discs left
}
choice-pass = passes
choice-alight = alights { $space }
choice-board = boards { $vehicle }
choice-board-unknown = boards vehicle { $vehicle }
choice-stay-aboard = stays aboard
choice-do-not-board = does not board
choice-build = builds at { $station }
choice-invest = invests in { $line }
choice-start = starts { $vehicle }
choice-speculate = speculates on { $line }
choice-sell = sells their share of { $line }
choice-line = chooses { $line }
choice-column = takes the top card of the { $column } discard pile
choice-stake = stakes { $amount }
choice-pay-with-speed-token = pays with a speed token
choice-pay-with-bike = pays with the bike
choice-lift = lifts their discs from { $action }
choice-assign = assigns a speed token to { $line }
choice-module = chooses module action { $verb }
choice-done = is done
choice-no-more-discounts = lifts no more discounts
choice-no-more-speed = assigns no more speed tokens

## Offers: the same choices on the buttons of the player to move, in the imperative ("Pass")

offer-bid = Bid { $amount }
offer-place = Place your meeple { $space }
offer-move = Move { $space }
offer-stay = Stay where you are
offer-take = Take { $action }
offer-copy = Copy { $action }
offer-pass-with-discs = { $count ->
    [one] Pass with 1 disc left
   *[other] Pass with { $count } discs left
}
offer-pass = Pass
offer-alight = Alight { $space }
offer-board = Board { $vehicle }
offer-board-unknown = Board vehicle { $vehicle }
offer-stay-aboard = Stay aboard
offer-do-not-board = Do not board
offer-build = Build at { $station }
offer-invest = Invest in { $line }
offer-start = Start { $vehicle }
offer-speculate = Speculate on { $line }
offer-sell = Sell your share of { $line }
offer-line = Choose { $line }
offer-column = Take the top card of the { $column } discard pile
offer-stake = Stake { $amount }
offer-pay-with-speed-token = Pay with a speed token
offer-pay-with-bike = Pay with the bike
offer-lift = Lift your discs from { $action }
offer-assign = Assign a speed token to { $line }
offer-module = Choose module action { $verb }
offer-done = Done
offer-no-more-discounts = Lift no more discounts
offer-no-more-speed = Assign no more speed tokens

## Names of things

name-line-unknown = line #{ $line }
# $kind: train, tram or bus; the vehicle as a subject, and (.object) as an object ("boards the G train")
name-vehicle = { $kind ->
    [train] the { $letter } train
    [tram] the { $letter } tram { $number }
   *[bus] the { $letter } bus { $number }
}
    .object = { $kind ->
        [train] the { $letter } train
        [tram] the { $letter } tram { $number }
       *[bus] the { $letter } bus { $number }
    }
name-vehicle-unknown = the vehicle of line #{ $line }
    .object = the vehicle of line #{ $line }
name-station-unknown = station #{ $station }
name-stop-unknown = stop #{ $stop }
name-space-unknown = space #{ $space }
name-column-unknown = column #{ $column }
name-card-unknown = card #{ $card }
# $actions: the card's actions ("Move 2 / Station ¥200/stop")
name-card = the { $actions } card
name-action-in-column = { $kind } ({ $column } column)
name-action-own-card = { $kind } (own card)
name-action-no-column = { $kind } (no column)
name-action-unknown = action { $card }.{ $action }

## Spaces, named by the stations they touch

space-next-to = next to { $place }
space-between = between { $first } and { $second }
space-next-to-many = next to { $places } and { $last }
space-near = { $steps ->
    [one] near { $station }, 1 space { $direction }
   *[other] near { $station }, { $steps } spaces { $direction }
}
space-near-two = { $steps ->
    [one] near { $station }, 1 space { $direction } and { $other } { $second }
   *[other] near { $station }, { $steps } spaces { $direction } and { $other } { $second }
}
space-on-side = { $place }, { $side } of it
space-near-at = { $place } (column { $column }, row { $row })
space-at = the space in column { $column }, row { $row }
direction-east = east
direction-north-east = north-east
direction-north = north
direction-north-west = north-west
direction-west = west
direction-south-west = south-west
direction-south = south
direction-south-east = south-east

## Action kinds, as the cards show them (amounts are plain numbers after ¥, as printed)

kind-move = Move { $distance }
kind-station = Station ¥{ $cost }/stop
kind-station-swap = Station swap
kind-invest = Invest ¥{ $cost }
kind-invest-by-disc = Invest by disc
kind-start = Start +¥{ $value }
kind-discount = Discount ¥{ $amount }
kind-bid = Bid +¥{ $bonus }
kind-loan = Loan
kind-repay = Repay
kind-speculate = Speculate
kind-speed = Speed { $tokens }
kind-action = Action ¥{ $cost }
kind-bike = Bike
kind-card = Card ¥{ $cost }
kind-sell = Sell
kind-copy = Copy ¥{ $cost }
kind-module = Module #{ $module } kind { $kind } ({ $param })
kind-extension-with = Extension #{ $kind } ({ $param })
kind-extension = Extension #{ $kind }
# an event of a rule module that has no words for it
log-module-event-default = Module event { $kind }.

## A decision in the log
# a decision: the player, then what they do as the game words it ("takes Move 3")
log-decision = { $player } { $action }.
