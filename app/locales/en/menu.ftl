# app: menu words (en). Ids are kebab-case, prefixed by their area.

## The start menu

menu-resume = Resume the last game
menu-back-to-game = Back to the game
menu-language = Language
    .tooltip = The language of the whole game (kept for the next time)
menu-map = Map
menu-card-set = Card set
menu-seats = Seats
menu-seed = Seed
menu-seed-hint = random
menu-seed-random = Random
    .tooltip = A new random seed each game
menu-animation = Animation
menu-animation-suffix = { " " }steps/s (0: instant)
menu-start-game = Start game
menu-test-by-simulation = Test by simulation…
    .tooltip = Play many bot games of this map, card set and variant; see the results as charts and on the map
menu-not-startable = The chosen map or card set has errors (see above); it cannot be played.
menu-map-file = Map file
menu-map-file-hint = or a file: path/to/map.toml
menu-open-map-file = Open map file
menu-card-set-file = Card-set file
menu-card-set-file-hint = or a file: path/to/card-set.toml
menu-open-card-set-file = Open card set file
menu-open = Open
menu-reading-files = (reading your files…)
menu-none = (none)
menu-players = { $count ->
    [one] 1 player (solo)
   *[other] { $count } players
}
menu-remove-seat = Remove a seat
menu-add-seat = Add a seat
menu-seat-player = Seat { $seat } player
menu-seat-colour = Seat { $seat } colour
menu-solo-bests = Solo bests — { $combination }
menu-no-solo-bests = No solo game finished yet with this combination.
menu-file-problems = { $count ->
    [one] 1 problem — this file cannot be played:
   *[other] { $count } problems — this file cannot be played:
}
menu-more-problems = … and { $count } more
menu-browse = Browse…
menu-in-folder = In { $folder }
menu-up-a-folder = Up a folder

## Player colours

colour-red = red
colour-blue = blue
colour-yellow = yellow
colour-green = green
colour-purple = purple
colour-white = white
colour-black = black
colour-orange = orange
colour-custom = custom

## Saved games

saves-title = Saved games
saves-read-again = Read again
saves-none = No saves yet.
    .tooltip = Saves are kept in { $folder }
saves-game = Game
saves-map = Map
saves-cards = Cards
saves-variant = Variant
saves-seats = Seats
saves-round = Round
saves-saved = Saved (UTC)
saves-file = File
saves-more = … and { $count } older saves not listed
saves-file-hint = or a save file: path/to/game.json
saves-save-file = Save file
saves-load-file = Load file
saves-watch = Watch
    .tooltip = Watch the replay of this game
saves-watch-file = Watch file
saves-reading = reading…
saves-seats-humans = { $seats } ({ $humans ->
    [0] bots only
    [one] 1 human
   *[other] { $humans } humans
})
saves-over = over
saves-will-not-load = will not load
saves-broken = broken
saves-load = Load
saves-load-named = Load { $file }
saves-watch-named = Watch { $file }
saves-delete = Delete
saves-delete-named = Delete { $file }
saves-problem = { $what }: { $reason }

## Storage: the autosave banner and the questions

storage-last-good-kept = { $count ->
    [one] the last good autosave (after 1 decision) is kept
   *[other] the last good autosave (after { $count } decisions) is kept
}
storage-no-autosave-yet = no autosave of this game exists yet
storage-autosave-failing = The autosave is failing (since decision { $decision }): { $message }
storage-play-goes-on = Play goes on and nothing is lost yet: { $kept }. Save the game in another folder to be safe; this banner stays until an autosave succeeds.
storage-folder-hint = a folder, e.g. /media/usb/metro
storage-folder = Folder to save in
storage-save-copy = Save a copy there
storage-retry = Try the autosave again
storage-in-progress = A game is in progress
storage-in-progress-where = { $heading }: round { $round }, { $count ->
    [one] 1 decision
   *[other] { $count } decisions
} made.
storage-kept-as-file = It will be kept in your saves as a file of its own (…-unfinished.json), so you can load it later from the list of saves.
storage-keep-and-start = Keep it and start a new game
storage-keep-and-resume = Keep it and resume the autosave
storage-keep-and-load = Keep it and load { $file }
storage-cancel = Cancel
storage-setup-changed = This save's setup changed
storage-setup-changed-what = { $parts } of { $save } changed since the game was saved.
storage-setup-changed-why = Replayed with the changed setup, it is not the game that was played: totals and events may differ. Open it anyway?
storage-open-anyway = Open anyway
storage-dont-open = Don't open it
storage-delete-title = Delete this save?
storage-delete-what = { $file } will be deleted for good: it cannot be loaded or watched again.
storage-delete = Delete it
storage-keep = Keep it
status-dismiss = Dismiss

## The menu's heading and variant row

menu-variant = Variant

## Plugins

plugins-title = Plugins
plugins-disabled = Disabled: { $reason }
plugins-refused = Refused: { $reason }
plugins-quit = Quit

## The status line

status-draft-map-problems = The map has problems: fix them first.
status-draft-cards-problems = The card set has problems: fix them first.
status-draft-name = { $name } (draft)
status-no-editor = No editor is open.
menu-play-online = Play online
    .tooltip = Play with friends on other computers: join a server, or host a table on this computer
