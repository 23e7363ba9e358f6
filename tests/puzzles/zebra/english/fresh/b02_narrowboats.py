from itertools import permutations
B=['Kingfisher','Dragonfly','Otter','Willow']
O=['Gwen','Harold','Priya','Tomasz']
C=['green','maroon','navy','yellow']
P=['cat','parrot','terrier','rabbit']
nb=lambda a,b: abs(a-b)==1   # position 0 = nearest the lock
sols=[]
for b in permutations(B):
  if nb(b.index('Willow'),b.index('Otter')): continue
  if b.index('Otter')!=b.index('Dragonfly')-1: continue
  for o in permutations(O):
    if o[0]!='Harold': continue
    if not o.index('Priya')<o.index('Gwen'): continue
    if o.index('Tomasz') not in (0,3): continue
    for c in permutations(C):
      if not nb(b.index('Kingfisher'),c.index('navy')): continue
      if c.index('green')==b.index('Otter'): continue
      if c.index('maroon')!=o.index('Gwen'): continue
      for p in permutations(P):
        if p.index('terrier')!=o.index('Harold'): continue
        if p.index('parrot')!=c.index('green'): continue
        if p.index('cat')!=c.index('yellow'): continue
        if p.index('parrot') not in (0,3): continue
        if not nb(p.index('rabbit'),p.index('cat')): continue
        sols.append((b,o,c,p))
print(len(sols),"solution(s)")
for s in sols:
  print("pos | boat | owner | colour | animal")
  for i in range(4): print(i+1,*[x[i] for x in s],sep=' | ')
