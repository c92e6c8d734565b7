# sim: summary words (en). Ids are kebab-case, prefixed by their area.
