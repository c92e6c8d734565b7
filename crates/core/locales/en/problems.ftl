# core: problems of a map or a card set (en). Ids are kebab-case, prefixed by their area.
# Shown after the place in the file ("maps/x.toml:3:9: …") and before the rule's ID. Numbers from the file come in
# as written; keys of the file format (columns, rows, shares, extras, slots, dots, lines[2]) stay as they are.

## Names and texts: $what is one of the text-what-* phrases

problem-name-empty = { $what } must not be empty
problem-text-too-long = { $what } is longer than { $max } characters ({ $bytes } bytes)
problem-text-control = { $what } holds the control character U+{ $code }, which names may not hold
text-what-map-name = the map's name
text-what-description = the description
text-what-line-name = the line's name
text-what-stop-name = the stop's name
text-what-station-name = the station's name
text-what-card-set-name = the card set's name
text-what-column-name = the column's name
text-what-seat-label = the seat label
text-what-name = the name
text-what-colour-name = the colour's name
text-what-shape-name = the shape's name
text-what-a-name = a name

## Maps

problem-map-needs-name = the map needs a name
problem-grid-columns = columns must be { $min }..={ $max }, not { $value }
problem-grid-rows = rows must be { $min }..={ $max }, not { $value }
problem-grid-too-small = a { $columns }×{ $rows } grid has no room for { $players } meeples (TM-6.5.1)
problem-map-no-line = the map has no line
problem-line-letter = a line letter is 1–2 capital letters, not "{ $letter }"
problem-line-letter-used = line letter { $letter } is already used by an earlier line (lines[{ $first }])
problem-line-needs-name = the line needs a name
problem-shares = shares must be 1..={ $max }, not { $value }
problem-extras-count = extras needs one entry per share: { $entries } entries for { $shares } shares
problem-extra = a share extra is a multiple of ¥100 from 0 to 5000, not { $value }
problem-slots = slots must be 1..=4, not { $value }
problem-line-too-short = a line is a path of at least 2 stops, not { $count }
problem-stop-off-grid = stop { $stop } at [{ $x }, { $y }] touches no space of the { $columns }×{ $rows } grid
problem-stop-same-point = stop { $stop } is at the same point [{ $x }, { $y }] as stop { $other }
problem-station-name-empty = a station name must not be empty
problem-station-too-many-stops = station { $station } has { $count } stops ({ $stops }); a station holds 1–{ $max }
problem-station-stops-apart = stop { $stop } at [{ $x }, { $y }] is more than one space from stop { $other } at [{ $other_x }, { $other_y }] of the same station { $station }
problem-revenue-rows = the revenue track lists every value ¥0..=¥6,000 in ¥100 steps: { $rows } rows, not { $count }
problem-revenue-row-value = row { $row } should be for value { $expected }, not { $value }
problem-revenue-pair = beside value { $value }, high { $high } and low { $low } must add up to it with 0 ≤ low ≤ high, in ¥100 steps
problem-too-many-lines = at most { $max } lines, not { $count }
problem-line-too-many-stops = a line has at most { $max } stops, not { $count }

## Card sets ($kind is the kind's name in the file: move, station…)

problem-card-set-needs-name = the card set needs a name
problem-column-count = a card set has 1–{ $max } columns, not { $count }
problem-column-needs-name = the column needs a name
problem-column-colours = a column has 1 or 2 colours, not { $count }
problem-column-cards = a column has 2–{ $max } cards, not { $count }
problem-column-same-size = every column has the same number of cards: this one has { $count }, the first { $first }
problem-dots = dots must be 1..=3, not { $value }
problem-dots-order = cards are listed in order of age: a { $dots }-dot card after a { $previous }-dot card
problem-card-actions = a card shows one or two actions, not { $count }
problem-unknown-kind = unknown action kind "{ $kind }"; known kinds: { $known }
problem-spaces-fixed = { $kind } takes exactly { $fixed } (D-24) action spaces, not { $value }
problem-spaces = { $kind } takes 1..=3 action spaces, not { $value }
problem-param-range = { $kind } { $param } must be { $min }..={ $max }, not { $value }
problem-param-range-step = { $kind } { $param } must be { $min }..={ $max } in steps of { $step }, not { $value }
problem-param-name = { $kind } takes the parameter { $param }, not { $given }
problem-param-none = { $kind } takes no parameter, but { $given } is given
problem-param-missing = { $kind } needs its parameter { $param }
