# app: learn words (en). Ids are kebab-case, prefixed by their area.

learn-rules = Rules
    .tooltip = The rules in players' words (F1)
learn-rules-menu =
    .tooltip = How to play, in players' words (F1)
learn-first-game-guide = First-game guide
    .tooltip = Walk through the first round of the next game, step by step
learn-what-can-i-do = What can I do?
    .tooltip = Your legal moves now, in words, each with a reason
learn-close-rules = Close the rules
learn-guide-title = Guide: { $step }
learn-guide-finish = Finish the guide
learn-guide-next = Next
learn-guide-got-it = Got it
learn-guide-stop = Stop the guide
