# chicago: eine Wahl als Schaltfläche, und was sie kostet und bewirkt (de). Begriffe nach den Rezensionen der
# deutschen Ausgabe (Queen Games 2008; siehe GLOSSARY.md des Crates).

## Schaltflächen

offer-bid = { $amount } bieten
offer-pass = Passen
offer-auction = Eine { $company }-Aktie versteigern
offer-develop = { $hex } entwickeln
offer-build-for = Strecke von { $company } ausbauen
offer-decline = Aktion { $dial } verfallen lassen
offer-place = Lok auf { $hex } setzen ({ $cost })
offer-stop = Streckenbau beenden

## Vorschau: was eine Wahl kostet und bewirkt

preview-bid = Gewinnt dein Gebot, zahlst du { $amount } in die Kasse von { $company } und behältst { $left }; jede { $company }-Aktie bringt dann beim heutigen Einkommen von { $income } eine Dividende von { $per }.
preview-pass = { $outcome ->
    [sold] Alle anderen haben gepasst: { $player } kauft die { $company }-Aktie für { $price }.
    [free] Niemand hat geboten: { $player } erhält die { $company }-Aktie umsonst.
    [unsold] Niemand hat geboten: die { $company }-Aktie bleibt auf dem Tableau.
   *[out] Du scheidest aus dieser Versteigerung endgültig aus.
}
preview-offer = Die Versteigerung beginnt mit einem Mindestgebot von { $minimum }, und du bietest zuerst; ist sie verkauft, bringt jede { $company }-Aktie beim heutigen Einkommen von { $income } eine Dividende von { $per }.
preview-develop-house = Ein Häuschen kommt auf { $hex } (noch { $left } im Vorrat): das Einkommen von { $companies } steigt um { $by }.
preview-develop-forest = Ein Häuschen kommt auf { $hex } (noch { $left } im Vorrat): { $companies } erhält { $amount } von der Bank in die Kasse.
preview-develop-industry = { $hex } wächst von { $from } auf { $to }: das Einkommen von { $companies } steigt um { $by }.
preview-build-for = { $count ->
    [one] { $company } kann noch 1 Lok setzen, bezahlt aus ihrer Kasse von { $treasury }; das billigste Feld kostet jetzt { $cheapest }.
   *[other] { $company } kann bis zu { $count } Loks setzen, bezahlt aus ihrer Kasse von { $treasury }; das billigste Feld kostet jetzt { $cheapest }.
}
preview-decline = { $red ->
    [yes] Der Zeiger der Aktion { $dial } rückt auf sein rotes Feld, sonst geschieht nichts.
   *[no] Der Zeiger der Aktion { $dial } rückt auf Feld { $step } von { $steps }, sonst geschieht nichts.
}
preview-place = { $gain ->
    [0] { $count ->
        [1] { $company } zahlt { $cost } aus ihrer Kasse von { $treasury }; ihr Einkommen bleibt bei { $to }.
       *[other] { $company } zahlt { $cost } ({ $base } × { $count } Loks auf dem Feld) aus ihrer Kasse von { $treasury }; ihr Einkommen bleibt bei { $to }.
    }
   *[other] { $count ->
        [1] { $company } zahlt { $cost } aus ihrer Kasse von { $treasury }; ihr Einkommen steigt um { $by } auf { $to }.
       *[other] { $company } zahlt { $cost } ({ $base } × { $count } Loks auf dem Feld) aus ihrer Kasse von { $treasury }; ihr Einkommen steigt um { $by } auf { $to }.
    }
}
preview-place-chicago = { $first ->
    [yes] Sofort eine Chicago-Phase: jede { $company }-Aktie bringt { $per }; dann wird { $late } eröffnet, ihre erste Aktie versteigert, und dieser Streckenbau endet.
   *[no] Sofort eine Chicago-Phase: jede { $company }-Aktie bringt { $per }.
}
preview-stop = { $placed ->
    [0] { $company } setzt keine Lok: die Aktion Streckenbau verfällt.
    [one] { $company } beendet den Streckenbau nach 1 Lok.
   *[other] { $company } beendet den Streckenbau nach { $placed } Loks.
}
preview-dividend-phase = { $ends ->
    [yes] Dann stehen zwei Zeiger auf Rot: nach diesem Zug folgt eine Dividendenphase, und nach ihren Dividenden endet das Spiel.
   *[no] Dann stehen zwei Zeiger auf Rot: nach diesem Zug folgt eine Dividendenphase.
}
