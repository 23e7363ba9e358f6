from itertools import permutations
T=['The Quizzly Bears','Les Quizerables','Universally Challenged','Agatha Quiztie']
CAP=['Jo','Mike','Fran','Omar']
SC=[31,34,38,42]
R=['music','sport','history','film']
sols=[]
for c in permutations(CAP):
  Cp=dict(zip(T,c)); tc={v:k for k,v in Cp.items()}
  if Cp['Les Quizerables'] in ('Mike','Fran'): continue
  for s in permutations(SC):
    S=dict(zip(T,s))
    if S[tc['Jo']]!=42: continue
    if S['Les Quizerables']==42: continue
    if S['The Quizzly Bears']!=S['Agatha Quiztie']+4: continue
    for r in permutations(R):
      Rd=dict(zip(T,r)); tr={v:k for k,v in Rd.items()}
      if S[tr['music']]!=S[tc['Fran']]-4: continue
      if S['Agatha Quiztie']!=S[tr['sport']]+3: continue
      if not S[tr['history']]>S[tr['film']]: continue
      if Rd[tc['Omar']]=='music': continue
      sols.append((Cp,S,Rd))
print(len(sols),"solution(s)")
for Cp,S,Rd in sols:
  print("team | captain | score | best round")
  for t in T: print(t,Cp[t],S[t],Rd[t],sep=' | ')
