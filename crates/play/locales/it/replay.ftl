# play: replay words (it). Ids are kebab-case, prefixed by their area.

replay-illegal = l'azione { $index } della registrazione non è consentita in quel punto: { $reason } ({ $rule })
