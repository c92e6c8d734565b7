# chicago: parole della narrazione (it). Nessuna edizione italiana nota: termini delle recensioni italiane
# (compagnia, azione, locomotiva, asta, offerta, dividendo, casetta, città industriale) e traduzioni semplici
# (vedi GLOSSARY.md del crate).

## Nomi

player-name = Giocatore { $number }
# same in every language
money = ${ $amount }
dial-auction = Asta
dial-develop = Sviluppo
dial-build = Costruzione
hex-plains = pianura { $hex }
hex-forest = foresta { $hex }
hex-mountain = montagna { $hex }
hex-city = città { $hex }
hex-industrial = città industriale { $hex }
hex-start = esagono di partenza { $hex }
# same in every language
hex-named = { $name } ({ $hex })

## Eventi

event-starting-money = { $player } riceve { $amount } di capitale iniziale.
event-banker = { $player } è il banchiere.
event-auction-opened = { $kind ->
    [initial] Asta iniziale di un'azione { $company }, offerta minima { $minimum }: { $player } offre per primo.
    [opening] Va all'asta la prima azione { $company }, offerta minima { $minimum }: { $player } offre per primo.
   *[share] Va all'asta un'azione { $company }, offerta minima { $minimum }: { $player } offre per primo.
}
event-bid = { $player } offre { $amount }.
event-passed = { $player } passa.
event-share-bought = { $player } compra l'azione { $company } per { $price }, versati nella cassa di { $company }.
event-share-free = Nessuno ha offerto: { $player } riceve gratis l'azione { $company }.
event-share-unsold = Nessuno ha offerto: l'azione { $company } resta sulla plancia della compagnia.
event-first-turn = { $player } possiede l'azione della prima asta e gioca il primo turno.
event-needle = { $red ->
    [yes] { $player } sceglie { $dial }; la lancetta raggiunge la zona rossa.
   *[no] { $player } sceglie { $dial }; la lancetta avanza al passo { $step } di { $steps }.
}
event-declined = { $player } rinuncia all'azione.
event-build-begins = { $player } costruisce la rete di { $company }.
event-placed = { $company } mette una locomotiva su { $hex } e paga { $cost }.
event-income = Il reddito di { $company } sale di { $by } a { $to }.
event-build-ends = { $count ->
    [0] { $company } non mette alcuna locomotiva.
    [one] { $company } ha messo 1 locomotiva.
   *[other] { $company } ha messo { $count } locomotive.
}
event-chicago = { $company } raggiunge Chicago: Fase di Chicago.
event-dividend = { $kind ->
    [chicago] Dividendo di Chicago di { $company }: reddito { $income } su { $shares } azioni, { $per } per azione.
   *[general] Dividendo di { $company }: reddito { $income } su { $shares } azioni, { $per } per azione.
}
event-dividend-paid = { $shares ->
    [one] { $player } riceve { $amount } per 1 azione { $company }.
   *[other] { $player } riceve { $amount } per { $shares } azioni { $company }.
}
event-company-opened = { $company } apre: la sua prima locomotiva è su { $hex }, il suo reddito è { $income }.
event-house = { $player } sviluppa { $hex }: vi si mette una casetta ({ $left } rimaste nella riserva).
event-forest-money = { $company } riceve { $amount } dalla banca per la { $hex } sviluppata.
event-industry = { $hex } cresce da { $from } a { $to }.
event-dividend-phase = Fase dei dividendi { $number }.
event-needles-reset = Le lancette tornano su START.
event-game-ends = La partita finisce: { $reasons }.
end-locomotives = compagnie senza locomotive sulla propria plancia
end-shares = compagnie senza azioni sulla propria plancia
end-houses = poche casette rimaste nella riserva
end-industry = Detroit al suo valore massimo
# same in every language
end-separator = ,{ " " }

## Decisioni

told-bid = { $player } offre { $amount }.
told-pass = { $player } passa.
told-offer = { $player } mette all'asta un'azione { $company }.
told-develop = { $player } sviluppa { $hex }.
told-build-for = { $player } costruisce la rete di { $company }.
told-decline = { $player } sceglie { $dial } e vi rinuncia.
told-place = { $player } mette una locomotiva di { $company } su { $hex }.
told-stop = { $player } smette di costruire.

## Risultato

# same in every language
result-line = { $rank }. { $player }: { $cash }
result-winner = { $count ->
    [one] { $player } vince.
   *[other] { $player } si dividono la vittoria.
}
