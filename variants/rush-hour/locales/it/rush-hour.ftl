# metro-rush-hour: the plugin's words (it). Ids are kebab-case, prefixed by their area.

rush-hour-counter-active = Ora di punta: +{ $fare } per Pagamento della Stazione
rush-hour-counter-booked = Ora di punta prenotata per questa Fase dei Treni
rush-hour-marker = Ora di punta: paga { $fare } in più
rush-hour-card-label = Ora di punta
rush-hour-card-title = carta Ora di punta
rush-hour-card-name = una carta Ora di punta
rush-hour-kind = Ora di punta
log-rush-hour-booked = { $player } prenota l'ora di punta: le sue Stazioni pagano { $fare } in più in questa Fase dei Treni.
log-rush-hour-fare = { $player } riceve una tariffa dell'ora di punta di { $amount } a { $station }.
log-rush-hour-event = Evento dell'ora di punta { $kind }.
reason-rush-hour-fare = come tariffa dell'ora di punta
refusal-rush-hour-booked = hai già prenotato l'ora di punta di questo round (D-18)
refusal-rush-hour-no-station = non avrebbe effetto: non possiedi nessuna Stazione (D-18)
error-rush-hour-column = la colonna Ora di punta richiede almeno { $count } carte (RH-1)
