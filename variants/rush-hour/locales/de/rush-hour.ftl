# metro-rush-hour: the plugin's words (de). Ids are kebab-case, prefixed by their area.

rush-hour-counter-active = Stoßzeit: +{ $fare } je Stationsauszahlung
rush-hour-counter-booked = Stoßzeit für diese Zugphase gebucht
rush-hour-marker = Stoßzeit: zahlt { $fare } mehr
rush-hour-card-label = Stoßzeit
rush-hour-card-title = Karte Stoßzeit
rush-hour-card-name = eine Karte Stoßzeit
rush-hour-kind = Stoßzeit
log-rush-hour-booked = { $player } bucht die Stoßzeit: die eigenen Stationen zahlen in dieser Zugphase { $fare } mehr aus.
log-rush-hour-fare = { $player } erhält in { $station } einen Stoßzeit-Fahrpreis von { $amount }.
log-rush-hour-event = Stoßzeit-Ereignis { $kind }.
reason-rush-hour-fare = als Stoßzeit-Fahrpreis
refusal-rush-hour-booked = du hast die Stoßzeit dieser Runde schon gebucht (D-18)
refusal-rush-hour-no-station = sie hätte keine Wirkung: dir gehört keine Station (D-18)
error-rush-hour-column = die Stoßzeit-Spalte braucht mindestens { $count } Karten (RH-1)
