# chicago: una scelta come pulsante, e quanto costa e che cosa fa (it). Nessuna edizione italiana nota: termini
# delle recensioni italiane e traduzioni semplici (vedi GLOSSARY.md del crate).

## Pulsanti

offer-bid = Offri { $amount }
offer-pass = Passa
offer-auction = Metti all'asta un'azione { $company }
offer-develop = Sviluppa { $hex }
offer-build-for = Costruisci per { $company }
offer-decline = Rinuncia all'azione { $dial }
offer-place = Metti una locomotiva su { $hex } ({ $cost })
offer-stop = Smetti di costruire

## Anteprima: quanto costa una scelta e che cosa fa

preview-bid = Se la tua offerta vince, versi { $amount } nella cassa di { $company } e ti restano { $left }; ogni azione { $company } paga allora un dividendo di { $per } con il reddito di oggi, { $income }.
preview-pass = { $outcome ->
    [sold] Tutti gli altri hanno passato: { $player } compra l'azione { $company } per { $price }.
    [free] Nessuno ha offerto: { $player } riceve gratis l'azione { $company }.
    [unsold] Nessuno ha offerto: l'azione { $company } resta sulla plancia della compagnia.
   *[out] Esci da quest'asta per sempre.
}
preview-offer = L'asta parte da un'offerta minima di { $minimum } e offri per primo; una volta venduta, ogni azione { $company } paga un dividendo di { $per } con il reddito di oggi, { $income }.
preview-develop-house = Una casetta va su { $hex } ({ $left } rimaste nella riserva): il reddito di { $companies } sale di { $by }.
preview-develop-forest = Una casetta va su { $hex } ({ $left } rimaste nella riserva): { $companies } riceve { $amount } dalla banca nella sua cassa.
preview-develop-industry = { $hex } cresce da { $from } a { $to }: il reddito di { $companies } sale di { $by }.
preview-build-for = { $count ->
    [one] { $company } può mettere ancora 1 locomotiva, pagata dalla sua cassa di { $treasury }; l'esagono più economico costa ora { $cheapest }.
   *[other] { $company } può mettere fino a { $count } locomotive, pagate dalla sua cassa di { $treasury }; l'esagono più economico costa ora { $cheapest }.
}
preview-decline = { $red ->
    [yes] La lancetta dell'azione { $dial } entra nella zona rossa, e non succede altro.
   *[no] La lancetta dell'azione { $dial } avanza al passo { $step } di { $steps }, e non succede altro.
}
preview-place = { $gain ->
    [0] { $count ->
        [1] { $company } paga { $cost } dalla sua cassa di { $treasury }; il suo reddito resta a { $to }.
       *[other] { $company } paga { $cost } ({ $base } × { $count } locomotive sull'esagono) dalla sua cassa di { $treasury }; il suo reddito resta a { $to }.
    }
   *[other] { $count ->
        [1] { $company } paga { $cost } dalla sua cassa di { $treasury }; il suo reddito sale di { $by } a { $to }.
       *[other] { $company } paga { $cost } ({ $base } × { $count } locomotive sull'esagono) dalla sua cassa di { $treasury }; il suo reddito sale di { $by } a { $to }.
    }
}
preview-place-chicago = { $first ->
    [yes] Subito una Fase di Chicago: ogni azione { $company } paga { $per }; poi { $late } apre, la sua prima azione va all'asta, e questa costruzione finisce.
   *[no] Subito una Fase di Chicago: ogni azione { $company } paga { $per }.
}
preview-stop = { $placed ->
    [0] { $company } non mette alcuna locomotiva: si rinuncia all'azione Costruzione.
    [one] { $company } finisce la costruzione dopo 1 locomotiva.
   *[other] { $company } finisce la costruzione dopo { $placed } locomotive.
}
preview-dividend-phase = { $ends ->
    [yes] Due lancette sono allora sulla zona rossa: dopo questo turno segue una Fase dei dividendi, e la partita finisce dopo i suoi dividendi.
   *[no] Due lancette sono allora sulla zona rossa: dopo questo turno segue una Fase dei dividendi.
}
