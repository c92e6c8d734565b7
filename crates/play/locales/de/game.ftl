# play: game words (de). Ids are kebab-case, prefixed by their area.

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
log-takes-back = { $player } nimmt „{ $choice }“ zurück.
log-takes-back-bid = { $player } nimmt das geheime Gebot zurück.
error-game-over = das Spiel ist vorbei
# same in every language
error-refused = { $reason } ({ $rule })
error-cannot-undo = nur deine eigenen Entscheidungen seit Beginn deines Spielzugs können zurückgenommen werden, und nur solange nichts Verdecktes oder Zufälliges aufgedeckt wurde
error-nothing-to-undo = nichts zurückzunehmen
error-not-rebuilt = das Spiel konnte nicht wiederhergestellt werden: { $reason } ({ $rule })

## Lists
# between the items of a list ("pay ¥300, give up an action disc for good")
# same in every language
list-separator = {", "}

## The prompt
plan-ride-to-end = bis zum Ende der Linie sitzen bleiben
plan-alight-at = aussteigen in { $station }
plan-board-nothing = in dieser Zugphase nicht einsteigen
# What a space for the meeple touches ("What can I do?" while placing).
place-touches = Berührt { $count ->
    [one] die Linie { $lines }
   *[other] { $count } Linien, { $lines }
}: { $stations }.
place-touches-nothing = Berührt keinen Halt: Bauen und Einsteigen erst nach einem Zug.

## The table of any game (table/)
table-new-game = Eine neue Partie { $game } für { $count } Spieler, Seed { $seed }.
table-error-setup = das Spiel lässt sich nicht aufbauen: { $reason }
table-error-seats = das Spiel hat { $seats } Plätze, aber { $players } Spieler wurden angegeben
table-error-unknown-bot = kein Bot namens „{ $name }“ spielt dieses Spiel
table-error-persons-seat = Platz { $seat } spielt ein Mensch, kein Bot
table-error-not-your-turn = kein Mensch ist am Zug
table-error-not-rebuilt = das Spiel ließ sich nicht von Anfang an nachspielen: { $reason }
table-error-save = der Spielstand ist nicht verwendbar: { $reason }
table-error-other-setup = der gespeicherte Aufbau ergibt nicht das Spiel am Tisch
online-figures-at-the-end = Die Zahlen jeder Runde erscheinen, sobald das Spiel vorbei ist.
