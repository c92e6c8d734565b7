# play: replay words (en). Ids are kebab-case, prefixed by their area.

# $index counts from 0; $reason: the engine's reason; $rule: its rule ID.
replay-illegal = action { $index } of the record is not legal there: { $reason } ({ $rule })
