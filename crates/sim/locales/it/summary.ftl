# sim: summary words (it). Ids are kebab-case, prefixed by their area.
