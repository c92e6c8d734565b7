# play: replay words (de). Ids are kebab-case, prefixed by their area.

replay-illegal = Aktion { $index } der Aufzeichnung ist dort nicht erlaubt: { $reason } ({ $rule })
