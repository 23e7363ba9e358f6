from itertools import permutations
N=['Amara','Ben','Chloe','Dev','Ellie']
AG=[7,8,9,10,11]
WD=['rhythm','necessary','separate','queue','definitely']
PL=[1,2,3,4,5]
sols=[]
for a in permutations(AG):
  A=dict(zip(N,a)); byage={v:k for k,v in A.items()}
  if A['Ben']!=A['Amara']+2: continue
  if not A['Dev']>A['Amara']: continue
  for p in permutations(PL):
    P=dict(zip(N,p))
    if P[byage[7]]!=1: continue
    if not P['Dev']>P['Amara']: continue
    if P[byage[10]]<=3 or P[byage[11]]<=3: continue
    if not P['Ben']<P['Dev']: continue
    if not P['Chloe']<P['Amara']: continue
    for w in permutations(WD):
      W=dict(zip(N,w)); bw={v:k for k,v in W.items()}
      if P[bw['queue']]!=P['Ellie']-1: continue
      if {W['Ben'],W['Dev']}!={'rhythm','separate'}: continue
      if W[[n for n in N if P[n]==5][0]]!='separate': continue
      if W[byage[8]]!='definitely': continue
      if W['Chloe'] in ('separate','queue'): continue
      sols.append((A,W,P))
print(len(sols),"solution(s)")
for A,W,P in sols:
  print("child | age | word | place")
  for n in N: print(n,A[n],W[n],P[n],sep=' | ')
