# engine: what a choice would cost and do (de), for prompts and tooltips (`src/preview.rs`).

## Lists
# between the items of what a choice does ("pay ¥300, give up an action disc for good")
# same in every language
preview-separator = {", "}

## What a choice would cost and do (the prompt, tooltips)
preview-pay = zahlst { $amount }
preview-pay-with-extra = zahlst { $amount } (davon { $extra } Zusatzbetrag der Aktie)
preview-pay-fare = zahlst { $amount } (den Fahrpreis)
preview-receive = erhältst { $amount }
preview-discs-lost = { $count ->
    [one] gibst eine Aktionsscheibe für immer ab
   *[other] gibst { $count } Aktionsscheiben für immer ab
}
preview-disc-gained = bekommst eine Aktionsscheibe
# a choice, then what it does for the player ("Take Move 3: you pay ¥300")
preview-you = { $label }: du { $effects }
# a speed token assigned in the middle of an action: the payment that follows is the action's
preview-you-then-action = { $label }; danach geht deine Aktion weiter: du { $effects }
# what the same choice does with every discount the player may lift, after what it does without ("Take Move 3: you pay ¥300")
preview-with-discounts = { $text } (mit eingesetzten Rabattscheiben: du { $effects })
