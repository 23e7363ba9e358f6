from itertools import permutations
N=['Alan','Bryony','Chidi','Dawn']
M=['Fiat','Honda','Skoda','Volvo']
C=['black','red','silver','white']
D=['Finance','HR','IT','Sales']
nb=lambda a,b: abs(a-b)==1
sols=[]
for n in permutations(N):
  for m in permutations(M):
    if m.index('Volvo') not in (0,3): continue
    if m.index('Honda')!=n.index('Chidi') or m.index('Honda')==0: continue
    if not nb(n.index('Alan'),n.index('Dawn')): continue
    for c in permutations(C):
      # c) Bryony directly between Alan and silver
      b=n.index('Bryony'); a=n.index('Alan'); s=c.index('silver')
      if not (nb(b,a) and nb(b,s) and a!=s): continue
      if c.index('white')==n.index('Chidi'): continue
      if c.index('black')!=n.index('Dawn'): continue
      if not m.index('Skoda')>c.index('red'): continue
      for d in permutations(D):
        if d.index('IT')!=c.index('red'): continue
        if nb(d.index('HR'),m.index('Fiat')): continue
        if d.index('Sales')==n.index('Chidi'): continue
        if not nb(d.index('Finance'),d.index('IT')): continue
        if not d.index('Sales')>m.index('Fiat'): continue
        sols.append((n,m,c,d))
print(len(sols),"solution(s)")
for s in sols:
  print("bay | driver | make | colour | dept")
  for i in range(4): print(i+1,*[x[i] for x in s],sep=' | ')
