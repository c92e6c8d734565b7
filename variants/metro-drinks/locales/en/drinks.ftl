# metro-drinks: drinks words (en). Ids are kebab-case, prefixed by their area.
# Colour and shape names of the built-in Jidohanbaiki cards (a custom file's own names are shown as written).

drinks-colour-black = black
drinks-colour-white = white
drinks-colour-mint = mint
drinks-colour-blue = blue
drinks-colour-red = red
drinks-colour-purple = purple
drinks-colour-unknown = colour #{ $colour }
drinks-shape-stubby-can = stubby can
drinks-shape-short-can = short can
drinks-shape-tall-can = tall can
drinks-shape-square-bottle = square bottle
drinks-shape-medium-bottle = medium bottle
drinks-shape-tall-bottle = tall bottle
drinks-shape-unknown = unknown

## Pieces, cards and action kinds

drinks-marker = a { $colour } drink
drinks-owned = { $colour } ({ $left } left)
drinks-counter = Drinks: { $drinks }
drinks-counter-free = Builds vending machines for free this phase
drinks-face-colour = colour card { $colour }
drinks-face-shape-label = Shape: { $shape }
drinks-face-shape = shape card { $shape }
drinks-card-colour = the { $colour } colour card
drinks-card-shape = the { $shape } shape card
drinks-card-unknown = card #{ $card }
drinks-kind-colour = Colour card { $colour }
drinks-kind-colour-title = Colour card
drinks-kind-shape = Shape card

## Narration

log-drinks-colour-card-taken = { $player } gives up an action disc and takes the { $colour } colour card with its crate of drinks.
log-drinks-free-builds = { $player } plays { $card }: free vending machines for the rest of this action phase.
log-drinks-built = { $player } builds a vending machine with a { $colour } drink at { $station }.
log-drinks-built-free = { $player } builds a vending machine with a { $colour } drink at { $station } for free.
log-drinks-fee = { $player } pays { $owner } { $amount } for building at their station.
log-drinks-payout = The { $colour } drink at { $station } pays { $player } { $amount }.
log-drinks-event = Metro Drinks event { $kind }.
choice-drinks-build = builds a vending machine with a { $colour } drink at { $station }
choice-drinks-build-free = builds a vending machine with a { $colour } drink at { $station } for free
choice-drinks-build-free-fee = builds a vending machine with a { $colour } drink at { $station } for free but a { $fee } fee
choice-drinks-build-fee = builds a vending machine with a { $colour } drink at { $station } for a { $fee } fee
choice-drinks-stop = stops moving
choice-drinks-no-more-builds = builds no more vending machines
offer-drinks-build = Build a vending machine with a { $colour } drink at { $station }
offer-drinks-build-free = Build a vending machine with a { $colour } drink at { $station } for free
offer-drinks-build-free-fee = Build a vending machine with a { $colour } drink at { $station } for free but a { $fee } fee
offer-drinks-build-fee = Build a vending machine with a { $colour } drink at { $station } for a { $fee } fee
offer-drinks-stop = Stop moving
offer-drinks-no-more-builds = Build no more vending machines
# after "Player 1 pays ¥100"
reason-drinks-fee = as a vending machine's fee
reason-drinks-payout = from a drink payout

## Refusals and what the game waits for

refusal-drinks-build = build a vending machine only in your action turn, with a drink of a colour you own, at a station your meeple touches that has a pyramid and no drink, paying the fee (MD-4.3) and an action disc unless your shape card is active (MD-4.4)
refusal-drinks-colour-owned = it would have no effect: that colour is already owned (D-18)
refusal-drinks-free-builds-active = it would have no effect: your free builds are already active this phase (D-18)
refusal-drinks-no-drink = it would have no effect: you have no drink in your supply to build with (D-18)
refusal-drinks-not-an-action = not an action of Metro Drinks
refusal-drinks-move-one-space = a Move goes at least one space
pending-drinks-walk = move space by space, building vending machines on the way, or stop
pending-drinks-free-builds = build vending machines for free, or end your turn

## Options and setup

drinks-option = drink owner paid
    .off = Drink payouts go to the station's owner (MD-5.1, rulebook)
    .on = Drink payouts go to the drink colour's owner (MD-5.2)
drinks-data-summary = { $file }: { $name } — { $colours } colour cards with { $drinks } drinks, { $shapes } shape cards
error-drinks-column = the Jidohanbaiki column must hold as many cards as the card set's columns ({ $per_column }): all { $colours } colour cards and up to { $shapes } shape cards (MD-2.1)

## Problems of a Jidohanbaiki file

problem-drinks-colour-cards = 1–{ $max } colour cards, not { $count }
problem-drinks-shape-cards = 1–{ $max } shape cards, not { $count }
problem-drinks-colour-name = colour names are unique and not empty: "{ $name }"
problem-drinks-crate = a crate holds 1–12 drinks, not { $drinks }
problem-drinks-card-name = card names are unique and not empty: "{ $name }"
