# app: editor words (en). Ids are kebab-case, prefixed by their area.
# The map editor and the card-set editor. Names of maps, card sets, lines and stations go in as written.

## Opening the editors (the menu's Design box)
editor-design = Design
editor-new-map = New map
editor-edit-map = Edit a map
    .tooltip = Opens the map chosen above in the map editor (a built-in map as a copy)
editor-new-card-set = New card set
editor-edit-card-set = Edit a card set
    .tooltip = Opens the card set chosen above in the card-set editor (a built-in set as a copy)
editor-reopen-map-draft = Reopen the unsaved map draft
editor-reopen-card-draft = Reopen the unsaved card-set draft
editor-leave-title = Leave without saving?
editor-leave-text = The draft has changes that are not saved to a file. It stays in the drafts folder, and the menu offers to reopen it.
editor-keep-editing = Keep editing
editor-leave-without-saving = Leave without saving
editor-replace-draft-title = An unsaved draft is waiting
editor-replace-map-draft-text = The map draft for { $path } has changes that are saved in no file. A new map would replace it in the drafts folder.
editor-replace-card-draft-text = The card-set draft for { $path } has changes that are saved in no file. A new card set would replace it in the drafts folder.
editor-reopen-draft = Reopen the draft
editor-discard-draft = Discard the draft
    .tooltip = Deletes the unsaved draft and opens what you asked for
editor-cancel = Cancel

## The file bar
editor-map-title = Map editor — { $name }
editor-card-title = Card-set editor — { $name }
editor-unsaved-changes = (unsaved changes)
editor-undo = Undo
editor-redo = Redo
editor-save-to = Save to
editor-save = Save
editor-close = Close
editor-simulate = Test by simulation
    .tooltip = Plays many bot games on the draft as it stands (with the menu's other choices)
    .disabled = The draft has problems: fix them first

## The problems of the draft
editor-no-problems = No problems: the file is valid.
editor-problems = { $count ->
        [one] { $count } problem (click one to select the element at fault)
       *[other] { $count } problems (click one to select the element at fault)
    }
editor-problems-more = … and { $count } more

## The map editor
editor-map-hint = Click a stop to select it, drag it to move it, shift-click stops to pick them for a station; Delete removes the selected stop.
editor-map-hint-drawing = Drawing a line: click a point to add a stop there, click another line's stop to share its station. Esc to stop.
editor-map = Map
editor-name = Name
editor-columns = Columns
editor-rows = Rows
editor-trains-leave = Trains leave their starting stop (TM-9.7)
editor-lines = Lines
editor-add-line = Add a line
editor-line = Line { $letter }
editor-stop-drawing = Stop drawing
editor-draw-stops = Draw stops
    .tooltip = Click points on the map to add stops at the end of this line
editor-reverse = Reverse
    .tooltip = The last stop becomes the first (TM-2.2)
editor-remove-line = Remove line
editor-letter = Letter
editor-colour = Colour
editor-shares = Shares
editor-extras = Extras (¥)
editor-extra = Extra yen for share #{ $share }
editor-disc-slots = Disc slots
editor-vehicle = Vehicle
# $kind: the vehicle as map files name it.
editor-vehicle-kind = { $kind ->
        [tram] tram
        [bus] bus
       *[train] train
    }
# $line: the line's letter; $number: the stop's place on it, from 1.
editor-stop = Stop { $line }{ $number }
editor-stop-at = At [{ $x }, { $y }]
editor-station = Station
editor-stop-name = Stop name
editor-station-stops = Station { $station }: { $count ->
        [one] { $count } stop
       *[other] { $count } stops
    } (at most 3, CP-1.4)
editor-small-circle = A small circle: no station, no pyramid, no payout (OS-4.2).
editor-insert-stops = Insert stops after
    .tooltip = Clicks on the map add stops after this one
editor-ungroup = Ungroup
editor-remove-stop = Remove stop
editor-group-heading = Group into a station
# $stops: the stops picked, as line letter and number.
editor-picked = Picked: { $stops }
editor-station-name = Station name
editor-group = Group into station
    .disabled = A station has 1 to 3 stops (CP-1.4) and a name
editor-clear = Clear
editor-revenue-track = Revenue track
editor-revenue-standard = Standard (CP-1.5: high = value × 2/3 rounded up to ¥100)
editor-value = Value
editor-high = High
editor-low = Low

## The card-set editor
editor-add-column = Add a column
editor-colours = Colours
editor-add-card = Add a card
editor-remove-column = Remove column
editor-card = Card
editor-dots = Dots
    .tooltip = The age on the card's back, 1–3 dots
editor-actions-header = Actions: kind, spaces, parameter
editor-action-spaces = Action spaces (discs it takes), 1–3
editor-remove = Remove
    .tooltip = Remove this action
editor-add-action = Add action
editor-remove-card = Remove card
editor-station-none = — none (a small circle)
editor-station-choice = { $station } ({ $stops ->
    [one] 1 stop
   *[other] { $stops } stops
})
editor-new-station = New station
