from itertools import permutations

captains = ["Dave", "Nadia", "Pete", "Sue", "Wendy"]
teams = ["Quiz Akabusi", "Les Quizerables", "The Olympians", "Universally Challenged", "Agatha Quiztie"]
tables = [1, 2, 3, 4, 5]
scores = [40, 42, 44, 46, 48]
DAVE, NADIA, PETE, SUE, WENDY = range(5)

sols = []
for team in permutations(teams):
    by_team = {v: i for i, v in enumerate(team)}
    # 6. Wendy didn't captain Quiz Akabusi or Universally Challenged.
    if team[WENDY] in ("Quiz Akabusi", "Universally Challenged"):
        continue
    # 10. Neither Dave nor Pete captains The Olympians.
    if by_team["The Olympians"] in (DAVE, PETE):
        continue
    for table in permutations(tables):
        # 3. Pete's table is right next to Nadia's.
        if abs(table[PETE] - table[NADIA]) != 1:
            continue
        # 5. The Olympians sat at the table numbered one lower than Les Quizerables.
        if table[by_team["The Olympians"]] != table[by_team["Les Quizerables"]] - 1:
            continue
        # 9. Sue sat at one of the two end tables (1 or 5).
        if table[SUE] not in (1, 5):
            continue
        for score in permutations(scores):
            by_score = {v: i for i, v in enumerate(score)}
            # 1. The winning team (highest score) sat at table 1.
            if table[by_score[max(scores)]] != 1:
                continue
            # 2. Agatha Quiztie scored 6 points fewer than Universally Challenged.
            if score[by_team["Agatha Quiztie"]] != score[by_team["Universally Challenged"]] - 6:
                continue
            # 4. Sue's team scored more than Dave's.
            if not score[SUE] > score[DAVE]:
                continue
            # 7. The lowest score came from an even-numbered table.
            if table[by_score[min(scores)]] % 2 != 0:
                continue
            # 8. Dave's team scored 4 more than Pete's.
            if score[DAVE] != score[PETE] + 4:
                continue
            # 11. Sue's team didn't win.
            if score[SUE] == max(scores):
                continue
            # 12. Quiz Akabusi scored more than The Olympians.
            if not score[by_team["Quiz Akabusi"]] > score[by_team["The Olympians"]]:
                continue
            sols.append((team, table, score))

print(len(sols))
for team, table, score in sols:
    for i, c in enumerate(captains):
        print(f"{c:6} {team[i]:23} table {table[i]}  {score[i]}")
    print()
