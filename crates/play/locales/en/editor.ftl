# play: editor words (en). Ids are kebab-case, prefixed by their area.

## The map editor
# The names a new map and a new card set get (written into the file).
editor-new-map-name = New map
editor-new-card-set-name = New card set

## The card-set editor
editor-column = Column { $number }

## Edits refused (the draft stays as it was)
editor-error-syntax = the file is not valid TOML: { $error }
editor-error-too-large = the file is larger than { $bytes } bytes
editor-limit-lines = a map has at most { $max } lines
editor-limit-stops = a line has at most { $max } stops
editor-limit-station-stops = a station has at most { $max } stops (CP-1.4); { $station } would have { $stops }
editor-limit-columns = a card set has at most { $max } columns
editor-limit-cards = a column has at most { $max } cards
editor-limit-actions = a card has at most { $max } actions (TM-4.1)
editor-error-lines-not-tables = `lines` is not a list of tables
editor-error-no-line = there is no line { $line }
editor-error-stops-not-list = the line's `stops` is not a list
editor-error-no-stop = there is no stop { $stop } on line { $line }
editor-error-no-such-stop = there is no such stop
editor-error-no-such-share = no such share
editor-error-no-such-row = no such row of the revenue track
editor-error-columns-not-tables = `columns` is not a list of tables
editor-error-no-column = there is no column { $column }
editor-error-cards-not-tables = the column's `cards` is not a list of tables
editor-error-no-card = there is no card { $card } in column { $column }
editor-error-actions-not-list = the card's `actions` is not a list
editor-error-no-such-column = there is no such column
editor-error-no-such-card = there is no such card
editor-error-no-such-action = there is no such action
