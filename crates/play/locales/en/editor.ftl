# play: editor words (en). Ids are kebab-case, prefixed by their area.

## The map editor
# The names a new map and a new card set get (written into the file).
editor-new-map-name = New map
editor-new-card-set-name = New card set

# The name a new line gets (written into the file).
editor-new-line-name = Line { $letter }
# The name a new station gets (written into the file).
editor-new-station-name = Station { $number }
editor-new-station-fallback = Station

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

## Opening, saving and autosaving a draft ($key is a built-in's key or a file's path)
editor-no-map = No map { $key } to edit
editor-no-builtin-map = No built-in map { $key }
editor-no-card-set = No card set { $key } to edit
editor-no-builtin-card-set = No built-in card set { $key }
# The name a copy of a built-in gets (written into the file): the first copy, then copy 2, 3 …
editor-copy-name = { $name } (copy)
editor-copy-name-numbered = { $name } (copy { $number })
editor-cannot-edit = Cannot edit { $key }: { $error }
editor-map-draft-unreadable = The map draft cannot be read: { $error }
editor-map-draft-uneditable = The map draft cannot be edited: { $error }
editor-card-draft-unreadable = The card-set draft cannot be read: { $error }
editor-card-draft-uneditable = The card-set draft cannot be edited: { $error }
editor-save-needs-toml = Give a file name ending in .toml to save to.
editor-saved-to = Saved to { $path }
editor-save-would-replace = { $path } exists already and is not this draft: Save again to replace it, or type another name.
editor-could-not-save = Could not save to { $path }: { $error }
editor-could-not-autosave = The draft could not be autosaved: { $error }
findings-random-bots = Balance is judged from bots that play for money: run without random bots to see the findings.
findings-too-few-games = Balance findings need at least { $games } games.
findings-cannot-load = The design could not be checked: { $error }
editor-station-name-taken = Another station is named { $station }: a name never joins two stations. To move a stop into { $station }, choose it under "Station".
changes-unreadable = { $name } could not be read to compare.
changes-map-name = the map's name: { $old }, now { $new }
changes-grid = the grid: { $old }, now { $new }
changes-revenue-track = the revenue track changed
changes-trains-leave = whether trains leave their starting stop (TM-9.7) changed
changes-line-removed = line { $line } removed ({ $name })
changes-line-added = line { $line } added: { $name }, { $stops } stops
changes-line-name = line { $line }: named { $new } (was { $old })
changes-line-colour = line { $line }: another colour
changes-line-extras = line { $line }: share extras { $old }, now { $new }
changes-line-slots = line { $line }: disc slots { $old }, now { $new }
changes-line-vehicle = line { $line }: { $old }, now { $new }
changes-line-reversed = line { $line }: its stops reversed
changes-stop-moved = line { $line }: { $stop } moved from { $old } to { $new }
changes-stop-added = line { $line }: stop added at { $stop } { $at }
changes-stop-removed = line { $line }: { $stop } removed
changes-line-stops = line { $line }: { $old } stops, now { $new }
changes-cards-name = the card set's name: { $old }, now { $new }
changes-column-removed = column { $column } removed
changes-column-added = column { $column } added, { $cards } cards
changes-column-cards = column { $column }: { $old } cards, now { $new }
changes-column-changed = column { $column }: { $cards ->
    [one] 1 card changed
   *[other] { $cards } cards changed
}
