# save: why a save file was refused (en). Ids are kebab-case, prefixed by their area.
# Field names (setup.seats, checkpoints[2]) are the file's own and stay as they are.

# $message: what the JSON reader (serde_json) found wrong, in its own English words ("expected value", "missing
# field `seed`"), except the words of ours below it may carry; this message gives it its context.
error-save-json = not a valid save file: { $message } at line { $line }, column { $column }
error-save-not-a-save = not a metro save file: the "format" field is { $found }, expected "metro-save"
error-save-version = save format version { $found } is not supported (this program reads versions 1 to { $supported })
error-save-too-big = not a valid save file: it has { $bytes } bytes, more than the { $limit } a save may have
error-save-no-setup-hash = not a valid save file: a version-{ $version } save records its setup_hash, and this one has none
error-save-setup-changed = setup_hash: { $parts } changed since the save was written (the setup hash does not match): the file was edited, or the program's built-in data or engine changed
# $version and $plugin may be empty
error-save-missing-module = { $plugin ->
    [none] the save plays the rule module { $key }{ $version }, which is not loaded
   *[some] the save plays the rule module { $key }{ $version } (from the plugin { $plugin_name }), which is not loaded: put the plugin in the plugins folder (or pass it with --plugin) and load again
}
error-save-unknown-option = setup.options: unknown rule option `{ $key }`, expected one of: { $known } (no loaded rule module knows it: is a plugin missing?)
# $what: map or card-set
error-save-unknown-builtin = { $what ->
    [map] setup.{ $part }: no built-in map is called { $key } (known: { $known })
   *[card-set] setup.{ $part }: no built-in card set is called { $key } (known: { $known })
}
error-save-data = { $what ->
    [map] setup.{ $part }: the map { $file } has errors:
   *[card-set] setup.{ $part }: the card set { $file } has errors:
}
error-save-read = cannot read { $path }: { $message }
error-save-seats = setup.seats: { $labels } seat labels for { $players } players
error-save-game-seats = seats: { $count } entries, but no game has more than { $limit } seats
error-save-illegal = actions[{ $index }] ({ $action }) is illegal in round { $round }, { $phase }: { $reason }
error-save-hash-mismatch = state hash mismatch after { $after } actions (checkpoints[{ $index }]): the file says { $expected }, the replay gives { $found }; the file was edited, or the engine or its built-in data changed since it was written
error-save-option-not-on = "{ $option }" is an option of { $module }, which "{ $switch }" does not turn on
error-save-checkpoint-beyond = a checkpoint after { $after } actions, but the file has only { $count }
error-save-checkpoint-order = checkpoints must be in increasing order; { $after } does not follow { $previous }
error-save-no-last-checkpoint = no checkpoint after the last action ({ $count }): the file is incomplete
error-save-checkpoint-not-compared = the checkpoint after { $after } actions was never compared with the replay

## Saves of any game (format version 3)

error-save-no-game = not a valid save file: a version-{ $version } save names its game, and this one does not
# $found: the game's key as written, quoted; $listed: whether $known lists the games this program knows.
error-save-unknown-game = { $listed ->
    [no] the save is of the game { $found }, which this program does not know
   *[yes] the save is of the game { $found }, which this program does not know (known: { $known })
}
# $found, $expected: the games' keys (tokyo-metro, chicago-express)
error-save-wrong-game = the save is of the game "{ $found }", not of "{ $expected }"
# $seat: the seat the file names, from 0; $reason: the game's reason, naming the rule.
error-save-refused = actions[{ $index }] ({ $action }) of seat { $seat } is refused: { $reason }

## What of the setup changed, and the phase an illegal action came in

save-part-map = the map
save-part-cards = the card set
save-part-modules = the rule modules or their cards
save-part-rules = the player count or rule options
save-parts = { $parts } and { $last }
save-phase = { $phase ->
    [turn-order] turn-order phase
    [movement] movement phase
    [actions] action phase
    [trains] train phase
   *[ended] the game is over
}

## Our own words inside the JSON reader's (the rest of a JSON problem is serde_json's, in English: see error-save-json)

# $found: what the file has, quoted.
error-save-state-hash = a state hash is 16 hexadecimal digits, not { $found }
error-save-too-many-actions = a save holds at most { $limit } actions (a real game takes fewer than 1,000)
# $index: the action's place in the list, from 0; $found: the action as written; $action: what it reads as.
error-save-action-not-exact = actions[{ $index }] is not exactly an action: { $found } reads as { $action }; unknown keys are not allowed
