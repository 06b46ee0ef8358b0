print("mockup")
