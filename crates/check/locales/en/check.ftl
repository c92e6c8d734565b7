# check: check words (en). Ids are kebab-case, prefixed by their area.
# The design checks' findings, each shown as `file:line:column: message (rule)`. Names of lines, stations, columns
# and rule modules go in as they are written. $vehicle is a line's vehicle as map files name it: train, tram or bus.
# $random is yes when the random bot played the play-tests (then "never" means "almost never legal").

## The names of the design checks
design-check-column-empties = column empties early
design-check-trains-cannot-start = trains cannot start
design-check-line-never-pays = line never pays out
design-check-station-unreached = station not reached
design-check-action-never-taken = action never taken
design-check-line-dominates = line dominates
design-check-line-worthless = line never gains value
design-check-share-decides = share decides the game
design-check-seat-advantage = seat advantage
design-check-action-never-worth = action never worth taking

## Findings
design-players = { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
# $list: the player counts but the last, separated by commas.
design-players-list = { $list } and { $last } players
# $players: design-players or design-players-list.
design-columns-too-few = the columns hold { $per_column } cards each, too few to deal one per player for { $players } (MC-2): such a game cannot be set up
design-columns-one-round = the columns hold { $per_column } cards each, all dealt at setup for { $players }: the decks are empty from the start, so the game ends after its first round (MC-2)
# $why: the rule module's name and its reason, as it gives them.
design-module-refuses = { $why }: the engine refuses this setup for { $players }
design-too-many-cards = { $cards } action cards in one game are too many: at most 254
design-no-vehicle-action = no action of the card set puts a vehicle on the map — no Invest, Invest by disc (OS-6.2) or Start (TM-7.6): no train ever runs, so no station pays out (TM-9.1) and no share is ever taken
design-start-leaves = line { $line } has { $stops } stops: a train put there by Start is back at stop 1 after { $back } steps, within its first train phase ({ $steps } steps, TM-8.1), and leaves the map (the map's start_trains_leave) unless a share was taken first
design-line-no-station = line { $line } has no station among its { $stops } stops: its { $vehicle ->
        [tram] trams
        [bus] buses
       *[train] trains
    } never trigger a station payout (D-22), so its value rises only by Invest, Start and fares
design-station-unreached = no meeple could reach station { $station } in the { $games } play-test games, though a station was in reach in { $mean } games on average: after round 1's placing, the engine never offered a move or an alighting onto the { $spaces } space(s) it touches, so only a meeple placed next to it could build a pyramid there (TM-7.3) or board there (TM-10.1)
design-line-never-entered = the { $vehicle ->
        [tram] trams
        [bus] buses
       *[train] trains
    } of line { $line } never entered the map in the { $games } play-test games, though a line's did in { $mean } games on average: nobody invested in the line or started it (TM-7.6, OS-6.2)
# $shares: none when the line's shareholders never received anything at the end, some otherwise.
design-line-never-paid = the { $vehicle ->
        [tram] trams
        [bus] buses
       *[train] trains
    } of line { $line } ran in { $placed } of the { $games } play-test games but never triggered a station payout (a line's triggered { $mean } on average): they never entered a stop of a station with a pyramid{ $shares ->
        [none] , and its shareholders never received anything at the end (TM-11.3)
       *[some] {""}
    }
# $kind: the action's kind as card files name it; $title: the kind's title; $taken: how often other actions of the kind were taken.
design-action-never-taken = no bot took this action ({ $kind }, { $spaces ->
        [one] { $spaces } space
       *[other] { $spaces } spaces
    }, card { $card } of column { $column }) in the { $games } play-test games, though other { $title } actions were taken { $taken } times: { $random ->
        [yes] as the random bot picks among the legal actions at random, it
       *[other] it
    } was (almost) never legal or affordable — look at its cost, parameter and spaces
# $name: the kind's name in card files; $rule: its rule ID.
design-kind-never-taken = no bot took a { $title } action (`{ $name }`, { $rule }) in the { $games } play-test games, though { $offered ->
        [one] { $offered } action of the card set offers
       *[other] { $offered } actions of the card set offer
    } it (the first is here): { $random ->
        [yes] as the random bot picks among the legal actions at random, it
       *[other] it
    } was (almost) never legal or affordable
# $name: how the rule module counts the card; $module: the module's title.
design-module-card-never-taken = no bot took a card counted as `{ $name }` of { $module } in the { $games } play-test games: { $random ->
        [yes] as the random bot picks among the legal actions at random, it
       *[other] it
    } was (almost) never legal
# $names: how the rule module counts the actions, quoted (design-or-list for several).
design-module-action-never-taken = no bot took an action counted as { $names } of { $module } in the { $games } play-test games: { $random ->
        [yes] as the random bot picks among the legal actions at random, it
       *[other] it
    } was (almost) never legal
design-or-list = { $list } or { $last }

## What metro check runs on
# $map and $cards: the names given (a built-in's key or a file's path).
check-subject = map { $map }, cards { $cards }
# $what: map or cards; $known: the built-in keys.
check-unknown-input = { $name }: no such file, and no built-in { $what ->
        [map] map
       *[cards] card set
    } of that name (built-in: { $known })
# $option and $switch: option keys as written in files and on the command line; $module: the rule module's title.
check-option-not-on = "{ $option }" is an option of { $module }, which "{ $switch }" does not turn on
check-option-unknown = unknown rule option `{ $option }`, expected one of: { $known }

## The families of invariants, as a failure names them
check-state = state invariant
check-events = events account for every change
check-legality = legality
check-progress = progress
check-view = hidden information
check-fold = every seat folds its events into its next view
check-end = end of the game
check-determinism = determinism
check-save-round-trip = save round trip
check-panic = panic

## Balance findings, from the games of realistic bots ($bot: their names)
design-line-dominates = line { $line } ended at a mean of { $mean }, { $part } of all lines' value together (the other lines: { $others } on average), in { $games } games of { $bot }: whoever holds its shares collects most of the game's money
design-line-worthless = line { $line } ended at ¥0 in { $zero } of { $games } games of { $bot } (mean { $mean }): its shares and speculations pay (almost) nothing, so nobody playing for money builds on it
design-share-decides = whoever held a share of line { $line } won { $won } of the { $held } games it was held in ({ $rate }, at least { $low } at 95%), where holders as many as theirs would win { $fair } were the share no help ({ $bot }): buying its share decides the game
design-seat-advantage = seat { $seat } of { $players } { $more ->
    [yes] won more often than its share
   *[no] won less often than its share
}: { $wins } of { $games } games ({ $rate }; 99.5% interval { $low }–{ $high }, fair share { $fair }) of { $bot }
design-action-never-worth = { $bot } never took { $kind } (on { $actions ->
    [one] one card action
   *[other] { $actions } card actions
}) in { $games } games, though it was legal: the random bot took it { $random } times; players who play for money may not want it either
