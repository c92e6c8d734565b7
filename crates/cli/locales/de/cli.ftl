# cli: cli words (de). Ids are kebab-case, prefixed by their area.
