# app: game words (de). Ids are kebab-case, prefixed by their area.

## The log's own lines and the session's errors
log-new-game = Ein neues Spiel: { $heading }, Seed { $seed }.
log-round-one-begins = Runde 1 beginnt.
log-loaded = Geladen nach { $count ->
    [one] 1 Aktion
   *[other] { $count } Aktionen
}: { $heading }.
log-heading = { $map } / { $cards }, { $count ->
    [one] 1 Spieler
   *[other] { $count } Spieler
}
log-secret-bid = gibt ein geheimes Gebot ab
# a decision: the player, then what they do as the game words it ("takes Move 3")
# same in every language
log-decision = { $player } { $action }.
log-takes-back = { $player } nimmt zurück: { $action }.
error-game-over = das Spiel ist vorbei
# same in every language
error-refused = { $reason } ({ $rule })
error-cannot-undo = nur deine eigenen Entscheidungen seit Beginn deines Spielzugs können zurückgenommen werden, und nur solange nichts Verdecktes oder Zufälliges aufgedeckt wurde
error-nothing-to-undo = nichts zurückzunehmen
error-not-rebuilt = das Spiel konnte nicht wiederhergestellt werden: { $reason } ({ $rule })
