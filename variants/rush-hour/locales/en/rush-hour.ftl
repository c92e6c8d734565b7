# metro-rush-hour: the plugin's words (en). Ids are kebab-case, prefixed by their area.
# The module's title and its column's name ("Rush hour") stay as they are: they are part of the game's setup.

rush-hour-counter-active = Rush hour: +{ $fare } a station payout
rush-hour-counter-booked = Rush hour booked for this train phase
# on a booked player's station while the trains run (hover text of its marker)
rush-hour-marker = Rush hour: pays { $fare } more
rush-hour-card-label = Rush hour
rush-hour-card-title = Rush hour card
rush-hour-card-name = a Rush hour card
rush-hour-kind = Rush hour
log-rush-hour-booked = { $player } books the rush hour: their stations pay { $fare } more in this train phase.
log-rush-hour-fare = { $player } receives a rush-hour fare of { $amount } at { $station }.
log-rush-hour-event = Rush hour event { $kind }.
# after "Player 1 receives ¥100"
reason-rush-hour-fare = as a rush-hour fare
refusal-rush-hour-booked = you have already booked this round's rush hour (D-18)
refusal-rush-hour-no-station = it would have no effect: you own no station (D-18)
error-rush-hour-column = the Rush hour column needs at least { $count } cards (RH-1)
