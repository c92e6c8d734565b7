# play: menu words (en). Ids are kebab-case, prefixed by their area.

## Seats
seat-human = Human
    .tooltip = A person at this computer
seat-easy-bot = Easy bot
    .tooltip = The heuristic bot, but two moves in five at random
seat-normal-bot = Normal bot
    .tooltip = The heuristic bot: plays like a sensible person, at once
seat-hard-bot = Hard bot
    .tooltip = The search bot: about a second a move on one core
seat-expert-bot = Expert bot
    .tooltip = The search bot: three seconds a move on every core
seat-name = Player { $seat }
seat-name-easy = Player { $seat } (Easy)
seat-name-normal = Player { $seat } (Normal)
seat-name-hard = Player { $seat } (Hard)
seat-name-expert = Player { $seat } (Expert)

## Saved games
saves-variant-base = base

## Storage: the autosave banner and the questions
setup-part = { $part ->
    [map] the map
    [card-set] the card set
    [rule-modules] the rule modules or their cards
    [rules] the player count or rule options
   *[other] the { $part }
}
setup-part-none = its setup
# the last two items of a list ("the map, the cards and the options")
list-and = { $items } and { $last }

## The menu's heading and variant row
menu-heading = { $games } and solo — pick a combination and play.
cards-column = Column { $column }

## Plugins
plugins-failed = A plugin failed and is disabled; this game cannot go on: { $reason }
plugins-late = A plugin's hook has not returned: { $reason }. The game cannot go on; the autosave holds every decision before it. Quit the app: the plugin's hook may still be running.

## The status line
error-setup-has-errors = The chosen map or card set has errors; pick another.
error-seed = The seed is a whole number from 0 to { $max }, not { $text }
error-could-not-start = Could not start the game: { $error }
error-could-not-store-bests = Could not store the solo bests: { $error }
error-could-not-store-settings = Could not store the settings: { $error }
status-opened-changed = Opened { $save } although { $parts } changed since it was saved: this is not the game that was played.
status-the-autosave = your last game
status-could-not-load = Could not load: { $error }
status-resumed = Welcome back: the game goes on where you left it.
status-loaded = Loaded { $save }.
status-loaded-unchecked = Loaded { $save }. It comes from an older version of the game, so whether its map and cards are still the ones it was played with cannot be checked.
status-could-not-load-named = Could not load { $save }: { $error }
status-kept-as = The unfinished game was kept as { $file }: you will find it in the menu, under Saved games.
status-could-not-keep = Could not keep the game in progress in { $folder } ({ $error }); nothing else was started. Save it elsewhere first.
status-could-not-keep-finished = This finished game could not be kept among the saved games in { $folder } ({ $error }): press Save to try again.
status-saved = Saved as { $file }: you will find it in the menu, under Saved games.
status-saved-in = Saved in { $folder } as { $file }.
status-could-not-save = Could not save in { $folder }: { $error }
status-deleted = Deleted { $file }.
status-could-not-delete = Could not delete { $file }: { $error }
status-could-not-watch = Could not watch { $file }: { $error }
status-could-not-replay = Could not replay the game: { $error }
status-could-not-branch = Could not save the new game in { $folder }: { $error }
status-not-allowed = Not allowed: { $reason }
status-type-folder = Type the folder to save the game in.
status-not-settings = { $path }: not settings ({ $error }); the defaults are used
status-settings-unreadable = { $error }; the defaults are used
status-autosave-unreadable = Your last game's autosave could not be read: { $error }.
status-autosave-set-aside = It was set aside as { $file }, listed with the saved games, where nothing replaces it.
status-autosave-not-set-aside = It could not be set aside ({ $error }).
status-autosave-offer-checkpoint = "Resume the last game" offers its first { $kept } of { $read } actions, up to the last checkpoint that matched.
status-autosave-offer-read = "Resume the last game" offers its first { $kept ->
        [one] action
       *[other] { $kept } actions
    }, as far as the file could be read and replayed.
status-autosave-offer-older = "Resume the last game" offers the older autosave of that game, which goes as far or further.
status-autosave-nothing = Nothing of it could be recovered.
status-autosave-nothing-why = Nothing of it could be recovered: { $why }
status-autosave-older-set-aside = The older autosave could not be read either; it was set aside as { $file }.
status-autosave-older-not-set-aside = The older autosave could not be read either, nor set aside ({ $error }).
autosave-not-a-file = it is not a regular file
status-shared-folder = { $owner ->
        [none] Another metro window
       *[other] Another metro window (process { $owner })
    } is using { $folder }. This window keeps its game in { $autosave } and leaves that window's game and files alone: close the other window to resume its game.
menu-file-with-problems = { $file } — { $count ->
    [one] 1 problem
   *[other] { $count } problems
}

## Reading a file the user named
read-cannot-read = { $path }: cannot read the file: { $error }
read-not-a-file = { $path }: not a regular file (it is { $kind ->
    [directory] a directory
    [fifo] a FIFO (named pipe)
    [character-device] a character device
    [block-device] a block device
    [socket] a socket
   *[other] not a regular file
}); only regular files are read
read-too-large = { $path }: the file is larger than { $cap } bytes; it is not read
read-not-text = { $path }: the file is not UTF-8 text
saves-reader-failed = could not start the reader: { $error }
