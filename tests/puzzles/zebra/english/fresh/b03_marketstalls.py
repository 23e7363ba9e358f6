from itertools import permutations
T=['Bev','Dilip','Kerry','Sal']
G=['cheese','plants','candles','records']
A=['red','green','blue','striped']
nb=lambda a,b: abs(a-b)==1   # 0 = by the clock (leftmost)
sols=[]
for t in permutations(T):
  if t[3]!='Dilip': continue
  if nb(t.index('Sal'),t.index('Bev')): continue
  for g in permutations(G):
    if not nb(g.index('cheese'),g.index('candles')): continue
    if g.index('cheese') in (t.index('Kerry'),t.index('Dilip')): continue
    if g.index('plants') not in (0,3): continue
    for a in permutations(A):
      if a.index('red') in (g.index('plants'),g.index('records')): continue
      if a.index('green')!=t.index('Sal'): continue
      if not a.index('striped')<a.index('blue'): continue
      if a.index('blue')!=a.index('red')-1: continue
      sols.append((t,g,a))
print(len(sols),"solution(s)")
for s in sols:
  print("stall | trader | goods | awning")
  for i in range(4): print(i+1,*[x[i] for x in s],sep=' | ')
