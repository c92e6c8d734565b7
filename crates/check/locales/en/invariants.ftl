# check: what an invariant found broken, and what went wrong in a checked game (en). Each is shown after the check's
# name and rule: `3 players FAILED after 12 games: money and pieces (D-2): seat 1 has ¥-300 in cash`.
# "seat N" counts from 0, as the engine's state does. Values written {:?}-style (lists, [Some(0), None],
# Pending::…) and hashes are the program's own data, shown as they are; $action is who did what as the log tells it.

## The invariants of a state, a step, a view and the end (invariants.rs)

invariant-module-states-in-a-game = { $modules } module states in a game of { $modules2 } rule modules
invariant-round-of-a-game-of = round { $round } of a game of { $rounds } rounds
invariant-the-turn-order-is-not = the turn order { $order } is not one place per player
invariant-over-but-waiting = the game is over but waits for { $pending }
invariant-not-over-but-waiting = the game is not over but waits for { $pending }
invariant-seat-has-in-cash = seat { $i } has ¥{ $cash } in cash
invariant-seat-has-set-aside = seat { $i } has ¥{ $set_aside } set aside
invariant-speed-tokens-in-the-supply = speed tokens: { $speed_supply } in the supply + { $held } held + { $assigned } on lines ≠ { $speed_tokens }
invariant-loan-tokens-in-the-supply = loan tokens: { $loan_supply } in the supply + { $loans } held ≠ { $loan_tokens }
invariant-bikes-in-the-supply-held = bikes: { $bike_supply } in the supply + { $bikes } held ≠ { $bike_tokens }
invariant-seat-has-action-discs-in = seat { $i } has { $discs_in_hand } action discs in hand of { $discs_owned } owned
invariant-seat-has-action-discs-owned = seat { $i } has { $discs } action discs (owned + in the supply)
invariant-seat-has-action-discs-owned-2 = seat { $i } has { $discs } action discs (owned + in the supply), not { $action_discs }, and no action returns discs to the box
invariant-seat-unused-speculation-discs-on = seat { $i }: { $speculation_discs } unused speculation discs + { $on_slots } on slots ≠ { $speculation_discs2 }
invariant-seat-discs-in-hand-on = seat { $i }: { $discs_in_hand } discs in hand + { $on_cards } on action spaces > { $discs_owned } owned
invariant-seat-has-of-action-discs = seat { $i } has { $discs_in_hand } of { $discs_owned } action discs in hand outside the action phase
invariant-seat-pyramids-left-built = seat { $i }: { $pyramids } pyramids left + { $built } built ≠ { $pyramids2 }
invariant-seat-holds-a-bid-outside = seat { $i } holds a bid outside the turn-order phase
invariant-action-slot-holds-discs-of = action slot { $slot } holds discs of a seat beyond the { $n } players
invariant-station-holds-a-pyramid-of = station { $station } holds a pyramid of seat { $seat }
invariant-seat-s-meeple-stands-on = seat { $i }'s meeple stands on space { $space } outside the grid
invariant-two-meeples-stand-on-space = two meeples stand on space { $space }
invariant-seat-rides-vehicle-of-line = seat { $i } rides vehicle { $vehicle } of line { $line }, which is not on the map
invariant-seat-s-meeple-is-not = seat { $i }'s meeple is not on the map in round { $round }
invariant-lines-in-the-state-of = { $lines } lines in the state of a map of { $lines2 }
invariant-line-is-worth = line { $letter } is worth ¥{ $value }
invariant-line-is-worth-not-a = line { $letter } is worth ¥{ $value }, not a multiple of ¥100
invariant-line-has-shares-taken-of = line { $letter } has { $taken } shares taken of { $shares }
invariant-line-s-shares-taken-are = line { $letter }'s shares taken are not #1 … #{ $taken }: { $holders }
invariant-seat-holds-two-shares-of = seat { $seat } holds two shares of line { $letter }
invariant-line-has-a-share-held = line { $letter } has a share held by seat { $seat }
invariant-seat-holds-a-share-of = seat { $seat } holds a share of line { $letter } and speculates on it
invariant-line-has-shares-taken-but = line { $letter } has { $taken } shares taken but no vehicle on the map
invariant-line-uses-more-than-its = line { $letter } uses more than its { $slots } disc slots
invariant-seat-s-speculation-on-line = seat { $seat }'s speculation on line { $letter } has a stake of ¥{ $stake }
invariant-a-vehicle-of-line-stands = a vehicle of line { $letter } stands on stop { $stop } of { $stops }
invariant-line-has-a-vehicle-though = line { $letter } has a vehicle { $v } though it runs { $vehicles }
invariant-only-one-of-line-is = only one { $vehicles } of line { $letter } is on the map
invariant-line-is-marked-as-started = line { $letter } is marked as started without a share, but has { $taken } shares or no train
invariant-columns-in-the-state-of = { $columns } columns in the state of a game of { $columns2 }
invariant-card-is-no-card-of = card { $card } is no card of this game
invariant-card-of-column-lies-in = card { $card } of column { $home } lies in column { $column }
invariant-column-shows-rows-not = column { $ci } shows { $rows } rows, not { $dealt }
invariant-column-has-a-gap-among = column { $ci } has a gap among its face-up cards
invariant-card-of-column-is-in = card { $card } of column { $column } is in { $n } places
invariant-card-of-rule-module-is = card { $card } of rule module { $module } is in { $n } places
invariant-seat-s-cash-changed-by = seat { $i }'s cash changed by ¥{ $changed } but the events report ¥{ $reported }
invariant-seat-s-money-set-aside = seat { $i }'s money set aside changed by ¥{ $set_aside } but the events report sales of ¥{ $sold }
invariant-line-s-value-changed-by = line { $line }'s value changed by ¥{ $changed } but the events report ¥{ $reported }
invariant-a-station-payout-of-line = a station payout of line { $line } paid seat { $seat } ¥{ $cash } and raised the value ¥{ $value_rise }, not ¥{ $owner_cash } and ¥{ $value_rise2 }
invariant-a-payment-of-is-not = a payment of ¥{ $delta } ({ $reason }) is not a multiple of ¥100
invariant-round-was-followed-by-the = round { $round } was followed by the start of rounds { $started }
invariant-the-round-went-from-to = the round went from { $round } to { $round2 } with { $started } round starts reported
invariant-a-view-for-seat-is = a view for seat { $viewer } is seat { $shown }'s
invariant-column-s-deck-order-is = column { $ci }'s deck order is shown to seat { $viewer }
invariant-column-s-discard-pile-has = column { $ci }'s discard pile has { $discard } cards in the view, { $discard2 } in the game
invariant-column-s-top-discard-is = column { $ci }'s top discard is hidden from seat { $viewer }
invariant-column-s-discards-below-the = column { $ci }'s discards below the top are shown to seat { $viewer }
invariant-seat-s-own-bid-is = seat { $i }'s own bid is hidden from it
invariant-seat-s-bid-is-shown = seat { $i }'s bid is shown to seat { $viewer }
invariant-view-says-no-bid = the view says seat { $i } has not bid
invariant-view-says-bid = the view says seat { $i } has bid
invariant-seat-s-view-of-rule = seat { $viewer }'s view of rule module { $module }'s state differs from the game's, though the module hides nothing
invariant-seat-s-bot-sees-another = seat { $viewer }'s bot sees another state of rule module { $module } than its view shows
invariant-seat-s-view-differs-from = seat { $viewer }'s view differs from the game in more than TM-12.1 hides
invariant-the-view-shows-the-game = the view shows the game's random generator
invariant-a-card-set-of-cards = a card set of { $cards_per_column } cards per column gives { $rounds } rounds with { $dealt } dealt, not { $expected }
invariant-the-game-ended-after-rounds = the game ended after { $rounds_started } rounds (round { $round } showing), not { $expected }
invariant-the-game-is-over-but-2 = the game is over but { $legal_actions } actions are listed
invariant-totals-for-players = { $totals } totals for { $players } players
invariant-seat-s-total-is-not = seat { $i }'s total ¥{ $total } is not its cash ¥{ $cash } plus its end-game payments ¥{ $paid }
invariant-seat-won-with-but-the = seat { $winner } won with ¥{ $winner_total }, but the best total ¥{ $best } earliest in turn order is seat { $first }'s
invariant-no-result = the game is over but has no result

## A checked game (case.rs, runner.rs)

# The text of a panic that carried none.
check-panic-without-message = a panic without a message
# $player: who is to move; $action: what they do, as the log tells it.
check-decision = { $player } { $action }
check-decision-nobody = { $action } (nobody is to move)
# $message: the panic's own text (a programmer's words, as written).
check-panicked = the engine panicked: { $message }
check-panicked-setting-up = the engine panicked setting up the game: { $message }
check-panicked-listing = the engine panicked listing the legal actions: { $message }
check-panicked-refusing = the engine panicked refusing { $action }: { $message }
check-panicked-applying = the engine panicked applying { $action }: { $message }
# $pending: what the game waits for, in words.
check-no-legal-action = no legal action while waiting for: { $pending }
check-unlisted-applied = { $action }: not a listed action, yet applied
check-refused-changed = { $action }: refused, yet the state changed
check-listed-refused = { $action }: listed, yet refused: { $reason }
# $message: what an invariant found broken after that action.
check-after = after { $action }: { $message }
check-not-ended = the game has not ended after { $decisions } decisions
check-replay-diverged = replaying the seed and the first { $actions } actions: { $message }
check-replay-hash = state hash { $found }, the game had { $expected }
check-replay-refused = { $action }: refused: { $reason }
check-replay-panicked = { $action }: the engine panicked: { $message }
check-replay-final-state = a different final state
check-round-trip = save → load: { $message }
check-round-trip-record = the file reads back as another record
check-round-trip-panicked = loading panicked: { $message }
# $setup: how the save's setup checked, as the program names it (Verified, Changed(…)).
check-round-trip-version = the save loads as version { $version } with its setup { $setup }, not version { $expected } with its setup verified
check-round-trip-differs = the loaded game differs (state hash { $found }, the game's { $expected })
check-unreproduced = a case failed, then passed when played again
# $reason: proptest's own words.
check-aborted = the run was aborted: { $reason }

## Play-tests (playtest.rs), each shown after "a play-test game failed: "

playtest-game-failed = { $players } players, bot { $bot }, seed { $seed }: { $message }
playtest-no-bot = no bot called { $bot }
playtest-no-seat = seat { $seat } has no bot
# $error: the engine's refusal.
playtest-illegal-action = the bot chose an illegal action: { $error }
playtest-too-long = the game did not end within { $decisions } decisions
